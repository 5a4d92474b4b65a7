import { createHmac, timingSafeEqual } from "node:crypto";
import { secretKey } from "../lib/secret-key";

/** Who followed which item of which edition: what a tracked link names. */
export interface TrackedLink {
  newsletterId: number;
  userId: number;
  resourceId: number;
}

const TAG_BYTES = 16;

const tagOf = (secret: string, payload: string) =>
  // "track:" keeps these tags apart from the unsubscribe tokens signed with the same key.
  createHmac("sha256", secretKey(secret))
    .update(`track:${payload}`)
    .digest()
    .subarray(0, TAG_BYTES);

/**
 * The token of an item's link in a mailed edition: member, resource and edition, signed by the
 * server with the key of the unsubscribe links (both sit in sent mail and must outlive a
 * rotation of the session key). It never expires and carries nothing secret.
 */
export const trackedLinkToken = (secret: string, link: TrackedLink): string => {
  const payload = `${link.newsletterId}.${link.userId}.${link.resourceId}`;
  return `${Buffer.from(payload).toString("base64url")}.${tagOf(secret, payload).toString("base64url")}`;
};

/** The link a token this server signed names, or null for anything else. */
export const readTrackedLinkToken = (secret: string, token: string): TrackedLink | null => {
  const [encoded, mac, extra] = token.split(".");
  if (!encoded || !mac || extra !== undefined) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})$/.exec(payload);
  if (!match) return null;
  // Re-encoding must give the token's own text: no second spelling of one link passes.
  if (Buffer.from(payload).toString("base64url") !== encoded) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = tagOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return {
    newsletterId: Number(match[1]),
    userId: Number(match[2]),
    resourceId: Number(match[3]),
  };
};
