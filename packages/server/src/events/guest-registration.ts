import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema";
import { enqueueJob } from "../jobs/job-queue";
import type { MailMessage } from "../mail/mailer";
import { announceRegistration } from "./announce-registration";
import type { EventMailContext } from "./event-mail";
import type { EventRow } from "./event-row";
import { registerMember } from "./registrations";

/**
 * Stores a new member (`storeMember`: what a brand's registration stores, returning the welcome
 * mail, or null having stored nothing when the address has an account already) and registers
 * them for the event (locked by lockEvent) from its page: a seat or the waitlist, the event's
 * mail and webhook; then `then` as the member (their sponsor share). All in `tx`, the caller's
 * transaction or savepoint. False when nothing was stored.
 */
export const storeGuestRegistration = async (
  tx: Executor,
  email: string,
  event: EventRow,
  context: EventMailContext,
  storeMember: (tx: Executor) => Promise<MailMessage | null>,
  /** Then, as the new member (their sponsor share): still in `tx`. */
  then?: (tx: Executor, userId: number) => Promise<void>,
): Promise<boolean> => {
  const welcome = await storeMember(tx);
  if (!welcome) return false;
  await enqueueJob(tx, "mail", welcome);
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error("the new member was not found in its own transaction");
  const { registration } = await registerMember(tx, event, user.id, "event_page");
  await announceRegistration(
    tx,
    context,
    event,
    registration,
    registration.status === "registered" ? "registered" : "waitlisted",
  );
  if (then) await then(tx, user.id);
  return true;
};

/** Thrown to undo a rehearsal; never leaves rehearseGuestRegistration. */
const UNDONE = Symbol("rehearsal undone");

/**
 * Does all of storeGuestRegistration's work for a stand-in address no one can hold (.invalid)
 * in a savepoint, and undoes it: a known address's registration costs the request what a new
 * one's does, so its answer's time tells nothing (as src/routes/accounts/register-new-member.ts
 * rehearses a brand's registration).
 */
export const rehearseGuestRegistration = async (
  tx: Executor,
  event: EventRow,
  context: EventMailContext,
  storeMember: (tx: Executor, email: string) => Promise<MailMessage | null>,
  then?: (tx: Executor, userId: number) => Promise<void>,
): Promise<void> => {
  const standIn = `${randomUUID()}@stand-in.invalid`;
  try {
    await tx.transaction(async (savepoint) => {
      await storeGuestRegistration(
        savepoint,
        standIn,
        event,
        context,
        (sp) => storeMember(sp, standIn),
        then,
      );
      throw UNDONE;
    });
  } catch (err) {
    if (err !== UNDONE) throw err;
  }
};
