import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema";
import { enqueueJob } from "../jobs/job-queue";
import { enqueueWebhookEvents } from "../webhooks/enqueue";
import { type EventMailContext, type EventMailKind, eventMail } from "./event-mail";
import type { EventRow } from "./event-row";
import { eventCancelledEvent, eventRegisteredEvent } from "./event-webhooks";
import type { RegistrationRow } from "./registrations";

/**
 * Tells the member what became of their registration (the mail, with the invite where a seat
 * is theirs) and the webhook endpoints, in the transaction of the change: both exist exactly
 * when it commits.
 */
export const announceRegistration = async (
  tx: Executor,
  context: EventMailContext,
  event: EventRow,
  registration: RegistrationRow,
  kind: Exclude<EventMailKind, "updated">,
): Promise<void> => {
  const [member] = await tx
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, registration.userId));
  if (!member) return;
  await enqueueJob(tx, "mail", eventMail(kind, event, member, context));
  await enqueueWebhookEvents(tx, [
    kind === "cancelled" || kind === "left_waitlist"
      ? eventCancelledEvent(event, registration)
      : eventRegisteredEvent(event, registration),
  ]);
};
