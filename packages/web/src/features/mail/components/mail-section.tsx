import type { MailQueueItem } from "@sector/shared";
import { useId } from "react";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useMailQueue } from "../api/get-mail-queue";
import { useRetryMail } from "../api/retry-mail";
import { MailFigures } from "./mail-figures";
import { MailTable } from "./mail-table";

/**
 * The admin's view of outgoing mail: how much waits, failed and went out in the last day, how
 * many newsletter mails are still to go and how fast each process may send, and the messages
 * that did not go out, each failed one with a retry.
 */
export function MailSection() {
  const headingId = useId();
  const { data, isPending, isError } = useMailQueue();
  const retry = useRetryMail();

  const retryMessage = async (message: MailQueueItem) => {
    try {
      const answer = await retry.mutateAsync(message.id);
      toast.success(answer.message);
    } catch (failure) {
      reportError(failure);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 text-lg font-semibold tracking-tight text-slate-900">
        Mail
      </h2>
      {isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-500">
          Loading...
        </p>
      ) : isError || !data ? (
        <p className="py-8 text-center text-sm text-slate-500">
          The mail queue could not be loaded.
        </p>
      ) : (
        <div className="space-y-5">
          <MailFigures state={data} />
          {data.messages.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No undelivered mail.</p>
          ) : (
            <MailTable
              messages={data.messages}
              retryingId={retry.isPending ? retry.variables : null}
              onRetry={retryMessage}
            />
          )}
        </div>
      )}
    </section>
  );
}
