import type { MailQueueItem } from "@sector/shared";
import type { jobs } from "../db/schema";
import type { MailMessage } from "../mail/mailer";

type JobRow = Pick<
  typeof jobs.$inferSelect,
  "id" | "payload" | "status" | "attempts" | "lastError" | "createdAt" | "runAt"
>;

/** A queued message as the admin sees it: recipient and subject, never the body or its links. */
export const presentMailItem = (job: JobRow): MailQueueItem => {
  const message = job.payload as Partial<MailMessage>;
  return {
    id: job.id,
    to: message.to ?? "",
    subject: message.subject ?? "",
    status: job.status === "failed" ? "failed" : "pending",
    attempts: job.attempts,
    last_error: job.lastError,
    created_at: job.createdAt.toISOString(),
    next_attempt_at: job.status === "pending" ? job.runAt.toISOString() : null,
  };
};
