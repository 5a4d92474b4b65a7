import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import type { Transaction } from "../db/client";
import { mailEvents } from "../db/deliverability-schema";
import { loginLinks, mfaChallenges, mfaRecoveryCodes, userMfa } from "../db/identity-schema";
import {
  consentEvents,
  jobs,
  membershipRequests,
  memberships,
  passwordTokens,
  userPreferences,
  users,
} from "../db/schema";
import { leads } from "../db/sponsors-schema";
import { deleteRegistrationsOf } from "../events/released-seats";
import { dropPendingWebhooksOf, enqueueWebhookEvent } from "../webhooks/enqueue";
import { memberErasedEvent } from "../webhooks/events";

export type ErasureOutcome = "erased" | "not_found" | "last_admin";

export interface Erasure {
  /** Who erases: the member themselves, an admin, or the system (retention; actorId null). */
  by: AuditActor;
  action: "member.delete_account" | "member.erase" | "member.retention_erase";
  /** Written to the audit log with the erasure. */
  reason: string;
}

/** The address an erased row gets: unique, unroutable (RFC 2606), nothing of the person. */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/**
 * Erases a member in `tx`: every personal field overwritten for good (the row stays as the
 * pseudonymous id the consent ledger, uploads and opens point at), password and tokens gone,
 * topics, brands (memberships), event registrations and pending requests to join a brand gone, mail addressed to them deleted (sent mail is kept 7 days and holds the address).
 * Consent events (without client address and user agent) and current consents stay: they prove
 * what was agreed and keep counting. Leads stay counted, emptied of what they were sold with.
 * Refuses to erase the last admin; the admins and the member are locked like a role change.
 */
export const eraseMember = async (
  tx: Transaction,
  userId: number,
  erasure: Erasure,
): Promise<ErasureOutcome> => {
  const locked = await tx
    .select({ id: users.id, role: users.role, email: users.email, erasedAt: users.erasedAt })
    .from(users)
    .where(or(eq(users.role, "admin"), eq(users.id, userId)))
    .orderBy(users.id)
    .for("update");
  const target = locked.find((u) => u.id === userId);
  if (!target || target.erasedAt !== null) return "not_found";
  const admins = locked.filter((u) => u.role === "admin" && u.erasedAt === null).length;
  if (target.role === "admin" && admins <= 1) return "last_admin";

  // The brands whose webhook endpoints hear of the erasure; what was not sent of the member
  // to them yet stays unsent.
  const brandIds = await memberBrands(tx, userId);
  await dropPendingWebhooksOf(tx, userId);
  // Their mails, and the requests naming their address not acted on yet (a sign-in or reset
  // link asked for, a registration; once acted on, those are deleted anyway).
  await tx
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.kind, "mail"), sql`lower(${jobs.payload}->>'to') = lower(${target.email})`),
        and(
          inArray(jobs.kind, [
            "login-link-request",
            "password-reset-request",
            "known-address-registration",
          ]),
          sql`lower(${jobs.payload}->>'email') = lower(${target.email})`,
        ),
      ),
    );
  await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
  await tx.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
  // Their second factor, its recovery codes and half-done sign-ins.
  await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await tx.delete(loginLinks).where(eq(loginLinks.userId, userId));
  await tx.delete(membershipRequests).where(eq(membershipRequests.userId, userId));
  await tx.delete(memberships).where(eq(memberships.userId, userId));
  // Their event registrations (and with them the reminders sent): an event's counts drop them,
  // and a seat they held goes to the waitlist (a job, which mails whoever gets it).
  await deleteRegistrationsOf(tx, userId);
  // What the relays said of their mail names their address; the suppression list keeps it (no
  // marketing mail to it, ever, is what they asked for or what their mailbox said).
  await tx.delete(mailEvents).where(eq(mailEvents.userId, userId));
  await tx
    .update(users)
    .set({
      firstname: "Deleted",
      lastname: "user",
      email: erasedEmail(userId),
      mobileNumber: "",
      userCompany: "",
      jobTitle: "",
      country: null,
      companySize: null,
      industry: null,
      jobFunction: null,
      jobFunctionSource: null,
      seniority: null,
      senioritySource: null,
      // Their membership goes with their topics (the rollups keep the brand's sign-up count).
      joinedThru: null,
      passwordHash: null,
      role: "user",
      tokenVersion: sql`${users.tokenVersion} + 1`,
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  // Their leads stay counted for the sponsors that had them, but what they were sold with
  // (details, work details, answers, a rejection's note) goes: they drop out of every file.
  await tx
    .update(leads)
    .set({ member: null, answers: {}, rejectNote: null })
    .where(eq(leads.userId, userId));
  // The ledger keeps each event; only the address and user agent go (migration 0007 lets
  // nothing else change, and only once the member is erased).
  await tx
    .update(consentEvents)
    .set({ ip: null, userAgent: null })
    .where(eq(consentEvents.userId, userId));
  await enqueueWebhookEvent(tx, memberErasedEvent(userId, brandIds));
  await recordAudit(tx, erasure.by, {
    action: erasure.action,
    targetType: "user",
    targetId: userId,
    summary: `reason: ${erasure.reason}`,
  });
  return "erased";
};

/** The brands a member belongs to: the one they joined through and their memberships. */
const memberBrands = async (tx: Transaction, userId: number): Promise<number[]> => {
  const [[row], rows] = await Promise.all([
    tx.select({ joinedThru: users.joinedThru }).from(users).where(eq(users.id, userId)),
    tx
      .select({ companyId: memberships.companyId })
      .from(memberships)
      .where(eq(memberships.userId, userId)),
  ]);
  const ids = new Set(rows.map((r) => r.companyId));
  if (row?.joinedThru != null) ids.add(row.joinedThru);
  return [...ids];
};
