import type { NewsletterWithCounts } from "@sector/shared";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCancelNewsletter } from "../api/cancel-newsletter";
import { useSendNewsletter } from "../api/send-newsletter";
import { audienceLabel } from "./audience-labels";

export type EditionQuestion = "send" | "cancel" | null;

export interface EditionConfirmationsProps {
  edition: NewsletterWithCounts;
  /** How many members it would go to now; undefined while counting. */
  audience: number | undefined;
  asking: EditionQuestion;
  onDone: () => void;
}

/**
 * The yes/no questions before sending now and cancelling. They stay mounted while the buttons
 * that ask them come and go with the edition's status, so an answer is never cut off mid-way.
 */
export function EditionConfirmations({
  edition,
  audience,
  asking,
  onDone,
}: EditionConfirmationsProps) {
  const send = useSendNewsletter();
  const cancel = useCancelNewsletter();

  const answer = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      reportError(error);
    }
    onDone();
  };

  return (
    <>
      <ConfirmDialog
        open={asking === "send"}
        message="Send this edition now?"
        description={`"${edition.subject}" goes to every member of ${edition.company_name} who wants the newsletter.${audience === undefined ? "" : ` ${audienceLabel(audience)}.`}`}
        confirmLabel="Send now"
        cancelLabel="Cancel"
        busy={send.isPending}
        onCancel={onDone}
        onConfirm={() => answer(() => send.mutateAsync({ id: edition.id }), "Sending started.")}
      />
      <ConfirmDialog
        open={asking === "cancel"}
        message="Cancel this edition?"
        description={
          edition.status === "draft"
            ? `"${edition.subject}" will not be sent.`
            : `"${edition.subject}": whatever was not sent yet stays unsent.`
        }
        confirmLabel="Cancel edition"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onCancel={onDone}
        onConfirm={() => answer(() => cancel.mutateAsync(edition.id), "Edition cancelled.")}
      />
    </>
  );
}
