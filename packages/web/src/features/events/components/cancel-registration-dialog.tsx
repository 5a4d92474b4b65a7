import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCancelRegistration } from "../api/cancel-registration";

/** The registration a member asked to cancel. */
export interface CancelTarget {
  eventId: number;
  title: string;
  status: "registered" | "waitlisted";
}

export interface CancelRegistrationDialogProps {
  /** null: closed. */
  target: CancelTarget | null;
  onClose: () => void;
}

/**
 * Asks before a member gives up their seat or waitlist place, then cancels (DELETE) and says
 * so in a toast; a refusal (the event has started) shows the server's message.
 */
export function CancelRegistrationDialog({ target, onClose }: CancelRegistrationDialogProps) {
  const cancel = useCancelRegistration();
  // The last one asked about: the dialog keeps its words while it fades out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const asked = target ?? shown;
  const confirm = async () => {
    if (!target) return;
    try {
      await cancel.mutateAsync(target.eventId);
      toast.success(
        target.status === "registered"
          ? `Your registration for ${target.title} is cancelled.`
          : `You left the waitlist of ${target.title}.`,
      );
    } catch (error) {
      reportError(error, "Your registration could not be cancelled. Please try again.");
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      message={
        asked?.status === "waitlisted"
          ? `Leave the waitlist of ${asked.title}?`
          : `Cancel your registration for ${asked?.title ?? "this event"}?`
      }
      description={
        asked?.status === "waitlisted"
          ? "You will not get a seat if one frees up."
          : "Your seat goes to the next person on the waitlist."
      }
      confirmLabel={asked?.status === "waitlisted" ? "Leave the waitlist" : "Cancel registration"}
      cancelLabel="Keep it"
      onConfirm={confirm}
      onCancel={onClose}
      busy={cancel.isPending}
    />
  );
}
