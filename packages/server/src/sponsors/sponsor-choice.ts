import type { Executor } from "../db/client";
import { consentEvents } from "../db/schema";
import { sponsorConsents } from "../db/sponsors-schema";

export interface SponsorChoice {
  userId: number;
  sponsorId: number;
  /** The brand it was chosen on: the resource's for a share, the last lead's for a withdrawal. */
  companyId: number;
  granted: boolean;
  /** The wording shown (consent_texts.id of purpose `sponsor`). */
  textId: number;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Writes a member's choice about one sponsor to the consent ledger and brings their current
 * choice (sponsor_consents) in step, in the caller's transaction, as recordConsent does for
 * a brand's three consents.
 */
export const recordSponsorChoice = async (tx: Executor, choice: SponsorChoice) => {
  const [event] = await tx
    .insert(consentEvents)
    .values({
      userId: choice.userId,
      companyId: choice.companyId,
      purpose: "sponsor",
      sponsorId: choice.sponsorId,
      granted: choice.granted,
      textId: choice.textId,
      source: "sponsor_share",
      ip: choice.ip ?? null,
      userAgent: choice.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: consentEvents.id, occurredAt: consentEvents.occurredAt });
  if (!event) throw new Error("sponsor consent event not stored");
  await tx
    .insert(sponsorConsents)
    .values({
      userId: choice.userId,
      sponsorId: choice.sponsorId,
      granted: choice.granted,
      eventId: event.id,
      updatedAt: event.occurredAt,
    })
    .onConflictDoUpdate({
      target: [sponsorConsents.userId, sponsorConsents.sponsorId],
      set: { granted: choice.granted, eventId: event.id, updatedAt: event.occurredAt },
    });
  return event;
};
