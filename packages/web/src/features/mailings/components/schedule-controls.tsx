import type { Mailing } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { localMomentToIso } from "../../../lib/local-moment";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useSendMailing } from "../api/send-mailing";

const PICK_A_TIME = "Choose a date and time to send at.";

export interface ScheduleControlsProps {
  /** The saved draft: what is sent. */
  mailing: Mailing;
  /** The consenting members its audience reaches now (unknown while counted). */
  audienceCount: number | undefined;
  /** The form holds changes not saved: they would not be sent. */
  unsaved?: boolean;
}

/** Send now, or at a date and time, each after a yes that repeats the audience's size (admin). */
export function ScheduleControls({
  mailing,
  audienceCount: count,
  unsaved = false,
}: ScheduleControlsProps) {
  const send = useSendMailing();
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | undefined>();
  // null: nothing asked; "" : now; else the ISO moment.
  const [asking, setAsking] = useState<string | null>(null);

  const askSchedule = () => {
    const iso = localMomentToIso(at);
    if (!iso) {
      setAtError(PICK_A_TIME);
      toast.error(PICK_A_TIME, { id: PICK_A_TIME });
      return;
    }
    setAtError(undefined);
    setAsking(iso);
  };

  const confirm = async () => {
    const when = asking;
    try {
      const sent = await send.mutateAsync({ id: mailing.id, ...(when && { at: when }) });
      toast.success(sent.status === "scheduled" ? "Mailing scheduled." : "Sending started.");
    } catch (error) {
      reportError(error);
      const message = isApiError(error) ? error.fieldErrors?.at : undefined;
      if (message) setAtError(message);
    }
    setAsking(null);
  };

  const members =
    count === undefined
      ? "the consenting members of its audience"
      : `${count.toLocaleString("en-US")} consenting ${count === 1 ? "member" : "members"}`;

  return (
    <div className="space-y-3">
      {unsaved && (
        <p className="text-sm text-amber-800">Save the draft first: the saved draft is sent.</p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <Button
          onClick={() => setAsking("")}
          disabled={send.isPending || unsaved}
          className="sm:mt-8"
        >
          Send now
        </Button>
        <TextInput
          label="Or send at"
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
          hint="Your local time."
          error={atError}
          className="min-w-0 basis-56"
        />
        <Button
          variant="secondary"
          onClick={askSchedule}
          disabled={send.isPending || unsaved}
          className="sm:mt-8"
        >
          Schedule
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        message={asking ? "Schedule this mailing?" : "Send this mailing now?"}
        description={`"${mailing.subject}" goes to ${members} of ${mailing.company_name}${
          asking ? ` at ${formatDateTime(asking)}` : ""
        } (fewer if the frequency cap or suppressions leave some out).`}
        confirmLabel={asking ? "Schedule" : "Send now"}
        cancelLabel="Cancel"
        busy={send.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
