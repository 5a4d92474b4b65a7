import { CONSENT_PURPOSES } from "@sector/shared";
import { and, eq, inArray } from "drizzle-orm";
import { recordConsent } from "../consent/consent-ledger";
import { shownConsentTexts } from "../consent/consent-texts";
import type { Executor } from "../db/client";
import { preferences, userPreferences } from "../db/schema";
import { enqueueWebhookEvent } from "../webhooks/enqueue";
import { membershipAddedEvent } from "../webhooks/events";
import { addMembership } from "./add-membership";
import type { JoinRequest } from "./join-requests";

/**
 * What the member chose on the other brand's page, applied in the caller's transaction once
 * they confirmed: the membership, the topics (those the brand still has) and one ledger event
 * per consent, to the wording the page showed, from the address and browser that registered.
 */
export const applyJoinRequest = async (tx: Executor, request: JoinRequest): Promise<void> => {
  const { userId, companyId } = request;
  const added = await addMembership(tx, { userId, companyId, source: "registration" });

  if (request.preferenceIds.length > 0) {
    const kept = await tx
      .select({ id: preferences.id })
      .from(preferences)
      .where(
        and(eq(preferences.companyId, companyId), inArray(preferences.id, request.preferenceIds)),
      );
    if (kept.length > 0) {
      await tx
        .insert(userPreferences)
        .values(kept.map((p) => ({ userId, preferenceId: p.id })))
        .onConflictDoNothing();
    }
  }

  const texts = await shownConsentTexts(tx, companyId, request.consents.versions);
  for (const purpose of CONSENT_PURPOSES) {
    const text = texts.get(purpose);
    if (!text) throw new Error(`no ${purpose} wording for company ${companyId}`);
    await recordConsent(tx, {
      userId,
      companyId,
      purpose,
      granted: request.consents.granted[purpose],
      textId: text.id,
      source: "registration",
      ip: request.ip,
      userAgent: request.userAgent,
    });
  }
  // Told once its topics and consents are in: the event carries them.
  if (added) await enqueueWebhookEvent(tx, membershipAddedEvent(added));
};
