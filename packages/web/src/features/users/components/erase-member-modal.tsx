import { eraseMemberSchema, type PublicUser } from "@sector/shared";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { fullName } from "../../../lib/user";
import { useEraseMember } from "../api/erase-member";
import { ReasonModal } from "./reason-modal";

const FAILED = "The member could not be erased. Please try again.";

export interface EraseMemberModalProps {
  open: boolean;
  member: PublicUser | null;
  onClose: () => void;
}

/**
 * 'Erase member': asks why, then asks once more before erasing for good. The list reloads
 * without the member; a refusal (the last admin, a member already gone) shows in the dialog.
 */
export function EraseMemberModal({ open, member, onClose }: EraseMemberModalProps) {
  const erase = useEraseMember();
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) {
      setReason(null);
      setError(undefined);
    }
  }, [open]);

  const confirm = async () => {
    if (!member || reason === null || erase.isPending) return;
    try {
      await erase.mutateAsync({ id: member.id, reason });
    } catch (failure) {
      reportError(failure, FAILED);
      setError((isApiError(failure) && failure.serverMessage) || FAILED);
      setReason(null);
      return;
    }
    setReason(null);
    onClose();
    toast.success("Member erased.");
  };

  const name = member ? fullName(member) : "";

  return (
    <ReasonModal
      open={open}
      onClose={onClose}
      title="Erase member"
      description={
        member
          ? `${name} (${member.email}): their name, contact details, password and topics are erased and every session of theirs ends. Consent records are kept as proof, without personal data.`
          : undefined
      }
      schema={eraseMemberSchema}
      submitLabel="Erase member"
      submitVariant="danger"
      busy={erase.isPending}
      error={error}
      onSubmit={(checked) => {
        setError(undefined);
        setReason(checked);
      }}
    >
      <ConfirmDialog
        open={reason !== null}
        message={`Erase ${name}?`}
        description="This cannot be undone."
        confirmLabel="Yes, erase"
        cancelLabel="No, go back"
        onConfirm={confirm}
        onCancel={() => setReason(null)}
        busy={erase.isPending}
      />
    </ReasonModal>
  );
}
