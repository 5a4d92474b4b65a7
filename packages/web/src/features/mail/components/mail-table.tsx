import type { MailQueueItem } from "@sector/shared";
import { badgeClassName } from "../../../components/ui/badge";
import { SpinnerIcon } from "../../../components/ui/icons";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";

export interface MailTableProps {
  messages: MailQueueItem[];
  /** The id of the message being retried right now, if any. */
  retryingId: number | null;
  onRetry: (message: MailQueueItem) => void;
}

/** Undelivered messages: recipient, subject, state, attempts, the last error and a retry. */
export function MailTable({ messages, retryingId, onRetry }: MailTableProps) {
  return (
    <Table label="Undelivered mail" minWidthClass="min-w-[56rem]">
      <TableHead>
        <TableHeaderCell>To</TableHeaderCell>
        <TableHeaderCell>Subject</TableHeaderCell>
        <TableHeaderCell>Status</TableHeaderCell>
        <TableHeaderCell>Attempts</TableHeaderCell>
        <TableHeaderCell>Last error</TableHeaderCell>
        <TableHeaderCell>Next attempt</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {messages.map((message) => {
          const nextAttempt = formatDateTime(message.next_attempt_at);
          const retrying = retryingId === message.id;
          return (
            <tr key={message.id} className="hover:bg-slate-50/60">
              <TableCell className="break-all text-slate-900">{message.to}</TableCell>
              <TableCell className="break-words">{message.subject}</TableCell>
              <TableCell>
                <span className={badgeClassName(message.status === "failed" ? "amber" : "gray")}>
                  {message.status}
                </span>
              </TableCell>
              <TableCell className="tabular-nums">{message.attempts}</TableCell>
              <TableCell className="max-w-72 text-xs break-words">
                {message.last_error ?? "--"}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {nextAttempt && message.next_attempt_at ? (
                  <time dateTime={message.next_attempt_at}>{nextAttempt}</time>
                ) : (
                  "--"
                )}
              </TableCell>
              <TableCell className="text-right">
                {message.status === "failed" && (
                  <TableActionButton
                    onClick={() => onRetry(message)}
                    disabled={retryingId !== null}
                    aria-busy={retrying || undefined}
                    className="disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {retrying && <SpinnerIcon className="size-4 animate-spin" />}
                    Retry<span className="sr-only"> the message to {message.to}</span>
                  </TableActionButton>
                )}
              </TableCell>
            </tr>
          );
        })}
      </TableBody>
    </Table>
  );
}
