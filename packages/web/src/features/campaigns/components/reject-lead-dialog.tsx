import {
  LEAD_NOTE_MAX,
  LEAD_REJECT_REASON_LABELS,
  LEAD_REJECT_REASONS,
  type LeadRejectReason,
  rejectLeadSchema,
} from "@sector/shared";
import { type FormEvent, useEffect, useId, useState } from "react";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { TextArea } from "../../../components/ui/text-area";

export interface RejectLeadDialogProps {
  open: boolean;
  /** Who the lead is, for the dialog's description ("Grace Hopper (grace@example.org)"). */
  member: string;
  onClose: () => void;
  /** While the rejection is on its way: the submit button spins and the dialog stays open. */
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  /** Called with the checked reason and note (trimmed; absent when blank). */
  onReject: (input: { reason: LeadRejectReason; note?: string }) => void;
}

export const CHOOSE_A_REASON = "Choose why you reject this lead.";

const radioClass =
  "size-4 shrink-0 border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Sends a lead back to its sponsor: one of the reasons (required) and an optional note for the
 * sponsor's records. The lead then no longer counts toward the cap; it can be restored.
 */
export function RejectLeadDialog({
  open,
  member,
  onClose,
  busy,
  error,
  onReject,
}: RejectLeadDialogProps) {
  const formId = useId();
  const baseId = useId();
  const [reason, setReason] = useState<LeadRejectReason | null>(null);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<{ field: "reason" | "note"; message: string } | null>(
    null,
  );

  // Each opening asks afresh: the last lead's reason is not offered for the next one.
  useEffect(() => {
    if (open) {
      setReason(null);
      setNote("");
      setProblem(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setProblem({ field: "reason", message: CHOOSE_A_REASON });
      return;
    }
    const parsed = rejectLeadSchema.safeParse({ reason, note });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({
        field: issue?.path[0] === "note" ? "note" : "reason",
        message: issue?.message ?? CHOOSE_A_REASON,
      });
      return;
    }
    setProblem(null);
    const { reason: chosen, note: kept } = parsed.data;
    onReject(kept ? { reason: chosen, note: kept } : { reason: chosen });
  };

  const close = () => {
    if (!busy) onClose();
  };
  const reasonError = problem?.field === "reason" ? problem.message : undefined;
  const noteError = problem?.field === "note" ? problem.message : undefined;
  const reasonErrorId = `${baseId}-reason-error`;

  return (
    <Modal
      open={open}
      onClose={close}
      title="Reject lead"
      description={`${member} no longer counts toward the cap, and the campaign takes another member. You can restore the lead later.`}
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel="Reject lead"
          busy={busy}
          onCancel={close}
          submitVariant="danger"
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
          <legend className="text-sm/6 font-medium text-slate-800">
            Reason
            <span aria-hidden="true" className="text-red-600">
              {" "}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </legend>
          <div className="mt-1.5 space-y-1.5">
            {LEAD_REJECT_REASONS.map((value, index) => {
              const inputId = `${baseId}-${value}`;
              return (
                <div key={value} className="flex items-center gap-2">
                  <input
                    id={inputId}
                    type="radio"
                    name={`${baseId}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    data-autofocus={index === 0 ? true : undefined}
                    aria-invalid={reasonError ? true : undefined}
                    className={radioClass}
                  />
                  <label htmlFor={inputId} className="text-sm/6 text-slate-700 select-none">
                    {LEAD_REJECT_REASON_LABELS[value]}
                  </label>
                </div>
              );
            })}
          </div>
          {reasonError && (
            <p id={reasonErrorId} className="mt-1.5 text-sm text-red-600">
              {reasonError}
            </p>
          )}
        </fieldset>
        <TextArea
          label="Note (optional)"
          hint={`Kept with the lead; not sent in the lead.rejected event. At most ${LEAD_NOTE_MAX} characters.`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
        />
      </form>
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
        >
          {error}
        </p>
      )}
    </Modal>
  );
}
