import { CONSENT_PURPOSES, type ConsentPurpose, JOIN_REQUEST_TTL_MS } from "@sector/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { hashSlug, newSlug } from "../auth/slugs";
import { shownConsentTexts } from "../consent/consent-texts";
import type { Executor } from "../db/client";
import { membershipRequests } from "../db/schema";

/** What membership_requests.consents holds: each purpose as ticked, and the wording versions shown. */
export interface JoinConsents {
  granted: Record<ConsentPurpose, boolean>;
  versions: Record<ConsentPurpose, number>;
}

/**
 * The consents of a registration that becomes a join request: each purpose as ticked, with the
 * version of the wording the form showed (the current one where it named none), and the words
 * of those granted, for the mail that asks to confirm.
 */
export const joinConsentsOf = async (
  tx: Executor,
  companyId: number,
  asked: {
    granted: Record<ConsentPurpose, boolean>;
    consentVersions?: Partial<Record<ConsentPurpose, number>>;
  },
): Promise<{ consents: JoinConsents; grantedTexts: string[] }> => {
  const texts = await shownConsentTexts(tx, companyId, asked.consentVersions);
  const consents: JoinConsents = {
    granted: { newsletter: false, resources: false, partners: false },
    versions: { newsletter: 0, resources: 0, partners: 0 },
  };
  for (const purpose of CONSENT_PURPOSES) {
    const text = texts.get(purpose);
    if (!text) throw new Error(`no ${purpose} wording for company ${companyId}`);
    consents.granted[purpose] = asked.granted[purpose];
    consents.versions[purpose] = text.version;
  }
  const grantedTexts = CONSENT_PURPOSES.filter((p) => consents.granted[p]).map(
    (p) => texts.get(p)?.text ?? "",
  );
  return { consents, grantedTexts };
};

export interface NewJoinRequest {
  userId: number;
  companyId: number;
  preferenceIds: number[];
  consents: JoinConsents;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Stores an existing member's registration on another brand, in the caller's transaction, and
 * returns the slug of its link (only its SHA-256 is kept). A newer registration on the same
 * brand replaces an open request: only the latest link mailed works.
 */
export const createJoinRequest = async (tx: Executor, request: NewJoinRequest): Promise<string> => {
  const slug = newSlug();
  await tx
    .delete(membershipRequests)
    .where(
      and(
        eq(membershipRequests.userId, request.userId),
        eq(membershipRequests.companyId, request.companyId),
        isNull(membershipRequests.usedAt),
      ),
    );
  await tx.insert(membershipRequests).values({
    userId: request.userId,
    companyId: request.companyId,
    tokenHash: hashSlug(slug),
    preferenceIds: request.preferenceIds,
    consents: request.consents,
    ip: request.ip,
    userAgent: request.userAgent?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + JOIN_REQUEST_TTL_MS),
  });
  return slug;
};

/** A stored request with its consents read back (jsonb: checked, never trusted as typed). */
export interface JoinRequest {
  id: number;
  userId: number;
  companyId: number;
  preferenceIds: number[];
  consents: JoinConsents;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

const readConsents = (stored: unknown): JoinConsents => {
  const value = (stored ?? {}) as { granted?: unknown; versions?: unknown };
  const granted = (value.granted ?? {}) as Record<string, unknown>;
  const versions = (value.versions ?? {}) as Record<string, unknown>;
  const consents: JoinConsents = {
    granted: { newsletter: false, resources: false, partners: false },
    versions: { newsletter: 0, resources: 0, partners: 0 },
  };
  for (const purpose of CONSENT_PURPOSES) {
    consents.granted[purpose] = granted[purpose] === true;
    const version = versions[purpose];
    consents.versions[purpose] = typeof version === "number" ? version : 0;
  }
  return consents;
};

const readIds = (stored: unknown): number[] =>
  Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];

const columns = {
  id: membershipRequests.id,
  userId: membershipRequests.userId,
  companyId: membershipRequests.companyId,
  preferenceIds: membershipRequests.preferenceIds,
  consents: membershipRequests.consents,
  ip: membershipRequests.ip,
  userAgent: membershipRequests.userAgent,
  expiresAt: membershipRequests.expiresAt,
};

const toRequest = (row: {
  id: number;
  userId: number;
  companyId: number;
  preferenceIds: unknown;
  consents: unknown;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
}): JoinRequest => ({
  ...row,
  preferenceIds: readIds(row.preferenceIds),
  consents: readConsents(row.consents),
});

export type JoinLinkState =
  | { state: "open"; request: JoinRequest }
  | { state: "unknown" | "used" | "expired" };

/** Where a slug's request stands: open (unused, unexpired), used, expired, or unknown. */
export const joinLinkState = async (db: Executor, slug: string): Promise<JoinLinkState> => {
  const [row] = await db
    .select({
      ...columns,
      used: sql<boolean>`${membershipRequests.usedAt} is not null`,
      expired: sql<boolean>`${membershipRequests.expiresAt} <= now()`,
    })
    .from(membershipRequests)
    .where(eq(membershipRequests.tokenHash, hashSlug(slug)));
  if (!row) return { state: "unknown" };
  if (row.used) return { state: "used" };
  if (row.expired) return { state: "expired" };
  return { state: "open", request: toRequest(row) };
};

/**
 * Spends a slug in the caller's transaction: one conditional UPDATE, so two confirmations at
 * once cannot both succeed. Null when the slug is unknown, used or expired.
 */
export const claimJoinRequest = async (tx: Executor, slug: string): Promise<JoinRequest | null> => {
  const [row] = await tx
    .update(membershipRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(membershipRequests.tokenHash, hashSlug(slug)),
        isNull(membershipRequests.usedAt),
        sql`${membershipRequests.expiresAt} > now()`,
      ),
    )
    .returning(columns);
  return row ? toRequest(row) : null;
};
