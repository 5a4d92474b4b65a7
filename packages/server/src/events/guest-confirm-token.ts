import { createHmac, timingSafeEqual } from "node:crypto";
import type { GuestShare } from "../jobs/job-queue";

/**
 * The token of the link mailed to a known address that registered from an event's page: it
 * proves the mailbox, so opening the link registers its owner (POST
 * /api/events/{id}/guest-registrations/confirm). Signed, not stored: registering is idempotent,
 * and the link dies with the event's start (registration closes then) or after `exp`. `join`:
 * the slug of the request to join the event's brand (membership_requests) its owner is not a
 * member of yet, applied on confirming. `share`: the sponsor share the guest chose on the page,
 * made as the member on confirming (if they still may).
 */
export interface GuestConfirmClaims {
  /** The member. */
  u: number;
  /** The event. */
  e: number;
  /** Expiry, in ms since the epoch. */
  exp: number;
  /** When it was made (ms): a registration cancelled since is not taken back by it. */
  iat?: number;
  join?: string;
  share?: GuestShare;
}

const isShare = (v: unknown): v is GuestShare => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const { version, answers } = v as Record<string, unknown>;
  return (
    (version === null || Number.isInteger(version)) &&
    typeof answers === "object" &&
    answers !== null &&
    !Array.isArray(answers)
  );
};

/** A key of its own, derived from the JWT secret: a confirm token is never a session. */
const keyOf = (secret: string) =>
  createHmac("sha256", secret).update("event-guest-registration-confirm").digest();

const mac = (secret: string, body: string) =>
  createHmac("sha256", keyOf(secret)).update(body).digest("base64url");

export const signGuestConfirmToken = (secret: string, claims: GuestConfirmClaims): string => {
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${mac(secret, body)}`;
};

/** The claims of a token this deployment signed for event `eventId`, unexpired; else null. */
export const verifyGuestConfirmToken = (
  secret: string,
  token: string,
  eventId: number,
  now = Date.now(),
): GuestConfirmClaims | null => {
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(body, "base64url").toString("utf8"),
    ) as GuestConfirmClaims;
    if (!Number.isInteger(claims.u) || claims.e !== eventId || typeof claims.exp !== "number") {
      return null;
    }
    if (claims.exp <= now) return null;
    if (claims.iat !== undefined && typeof claims.iat !== "number") return null;
    if (claims.join !== undefined && typeof claims.join !== "string") return null;
    if (claims.share !== undefined && !isShare(claims.share)) return null;
    return claims;
  } catch {
    return null;
  }
};
