import type {
  ConsentPurpose,
  ConsentSource,
  MembershipSource,
  WebhookEventData,
  WebhookEventType,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { companies, consentTexts } from "../db/schema";
import { memberSnapshot } from "./member-snapshot";

/**
 * A change that webhook endpoints may hear of. `data` is built only when some endpoint is
 * subscribed (most changes have none to go to), in the transaction of the change.
 */
export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /** The brands it concerns: an endpoint limited to a brand hears only of those. */
  brandIds: number[];
  /** The member it is about: their erasure drops what was not delivered yet. */
  memberId: number | null;
  /** The sponsor a lead went to: only it reaches endpoints limited to a sponsor. */
  sponsorId?: number;
  data(db: Executor): Promise<WebhookEventData[T]>;
}

const snapshot = async (db: Executor, memberId: number, brandId: number) => {
  const member = await memberSnapshot(db, memberId, brandId);
  if (!member) throw new Error(`webhook event for unknown member ${memberId} or brand ${brandId}`);
  return member;
};

/** A new member: registered on `brandId`'s page, or imported into it. */
export const memberCreatedEvent = (
  memberId: number,
  brandId: number,
  source: MembershipSource = "registration",
): WebhookEvent<"member.created"> => ({
  type: "member.created",
  brandIds: [brandId],
  memberId,
  data: async (db) => ({ member: await snapshot(db, memberId, brandId), source }),
});

/** A member's profile or their topics of `brandId` changed. */
export const memberUpdatedEvent = (
  memberId: number,
  brandId: number,
): WebhookEvent<"member.updated"> => ({
  type: "member.updated",
  brandIds: [brandId],
  memberId,
  data: async (db) => ({ member: await snapshot(db, memberId, brandId) }),
});

/** A member now belongs to another brand too (a `memberships` row was added). */
export const membershipAddedEvent = (membership: {
  userId: number;
  companyId: number;
  joinedAt: Date;
  source: MembershipSource;
}): WebhookEvent<"membership.added"> => ({
  type: "membership.added",
  brandIds: [membership.companyId],
  memberId: membership.userId,
  data: async (db) => ({
    member: await snapshot(db, membership.userId, membership.companyId),
    membership: { joined_at: membership.joinedAt.toISOString(), source: membership.source },
  }),
});

/** One event of the consent ledger. */
export const consentChangedEvent = (change: {
  userId: number;
  companyId: number;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  textId: number;
  occurredAt: Date;
}): WebhookEvent<"consent.changed"> => ({
  type: "consent.changed",
  brandIds: [change.companyId],
  memberId: change.userId,
  data: async (db) => {
    const [[brand], [text]] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, change.companyId)),
      db
        .select({ version: consentTexts.version })
        .from(consentTexts)
        .where(eq(consentTexts.id, change.textId)),
    ]);
    if (!brand || !text) throw new Error(`consent event of unknown brand or wording`);
    return {
      member_id: change.userId,
      brand,
      purpose: change.purpose,
      granted: change.granted,
      source: change.source,
      wording_version: text.version,
      time: change.occurredAt.toISOString(),
    };
  },
});

/** A member was erased: their id, nothing else. `brandIds`: the brands they belonged to. */
export const memberErasedEvent = (
  memberId: number,
  brandIds: number[],
): WebhookEvent<"member.erased"> => ({
  type: "member.erased",
  brandIds,
  memberId: null,
  data: async () => ({ id: memberId }),
});
