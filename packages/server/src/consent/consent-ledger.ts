import type { ConsentPurpose, ConsentSource } from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { consentEvents, consents, users } from "../db/schema";
import { enqueueWebhookEvent } from "../webhooks/enqueue";
import { consentChangedEvent } from "../webhooks/events";

export interface ConsentChange {
  userId: number;
  companyId: number;
  purpose: ConsentPurpose;
  granted: boolean;
  /** The wording shown (consent_texts.id). */
  textId: number;
  source: ConsentSource;
  ip?: string | null;
  userAgent?: string | null;
  /** Staff who made the change; null or absent when the member did. */
  actorId?: number | null;
}

/** The users-row flag of each purpose (the SPEC's answers show the base brand's consents). */
const FLAG_COLUMNS = {
  newsletter: users.newsletterFlag,
  resources: users.resourcesFlag,
  partners: users.partnersFlag,
} as const satisfies Record<ConsentPurpose, unknown>;
const FLAG_KEYS = {
  newsletter: "newsletterFlag",
  resources: "resourcesFlag",
  partners: "partnersFlag",
} as const satisfies Record<ConsentPurpose, keyof typeof users.$inferInsert>;

/**
 * Writes one event to the ledger and brings the member's current consent in step, in the
 * caller's transaction: the current state never says what the ledger cannot prove. The
 * users row's flag of the purpose follows when the brand is the one the member joined
 * through (unless the caller has just written it, as registration does).
 */
export const recordConsent = async (
  tx: Executor,
  change: ConsentChange,
  { flagsWritten = false } = {},
) => {
  const [event] = await tx
    .insert(consentEvents)
    .values({
      userId: change.userId,
      companyId: change.companyId,
      purpose: change.purpose,
      granted: change.granted,
      textId: change.textId,
      source: change.source,
      ip: change.ip ?? null,
      userAgent: change.userAgent?.slice(0, 500) ?? null,
      actorId: change.actorId ?? null,
    })
    .returning({ id: consentEvents.id, occurredAt: consentEvents.occurredAt });
  if (!event) throw new Error("consent event not stored");
  await tx
    .insert(consents)
    .values({
      userId: change.userId,
      companyId: change.companyId,
      purpose: change.purpose,
      granted: change.granted,
      eventId: event.id,
      updatedAt: event.occurredAt,
    })
    .onConflictDoUpdate({
      target: [consents.userId, consents.companyId, consents.purpose],
      set: { granted: change.granted, eventId: event.id, updatedAt: event.occurredAt },
    });
  if (!flagsWritten) {
    await tx
      .update(users)
      .set({ [FLAG_KEYS[change.purpose]]: change.granted, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, change.userId),
          eq(users.joinedThru, change.companyId),
          sql`${FLAG_COLUMNS[change.purpose]} is distinct from ${change.granted}`,
        ),
      );
  }
  // Consents given at registration or import travel in member.created (and membership.added).
  if (change.source !== "registration" && change.source !== "import") {
    await enqueueWebhookEvent(tx, consentChangedEvent({ ...change, occurredAt: event.occurredAt }));
  }
  return { eventId: event.id, updatedAt: event.occurredAt };
};

/** The member's current consent of one brand and purpose, or null when none was recorded. */
export const currentConsent = async (
  db: Executor,
  userId: number,
  companyId: number,
  purpose: ConsentPurpose,
) => {
  const [row] = await db
    .select({ granted: consents.granted, updatedAt: consents.updatedAt })
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.companyId, companyId),
        eq(consents.purpose, purpose),
      ),
    );
  return row ?? null;
};
