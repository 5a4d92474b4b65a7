import {
  createCipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  timingSafeEqual,
} from "node:crypto";
import { secretKey } from "../lib/secret-key";

/** Who followed which item of which edition: what a tracked link names. */
export interface TrackedLink {
  newsletterId: number;
  userId: number;
  resourceId: number;
}

const TAG_BYTES = 16;
/** The largest id a token names: ten digits, which five bytes hold. */
const ID_BYTES = 5;
/**
 * The first byte of a link's block: no other use of the key encrypts a block that starts so. An
 * item's link ("t") and a link of a mailing's body ("l", whose third number is the link's place
 * in the body, from 1) are told apart by it: one cannot stand for the other.
 */
const BLOCK_KIND = 0x74;
const BODY_LINK_KIND = 0x6c;

const cipherKeys = new Map<string, KeyObject>();

/** The AES-128 key of the links' tags, derived from the signing secret (HKDF) once per secret. */
const cipherKey = (secret: string): KeyObject => {
  let key = cipherKeys.get(secret);
  if (!key) {
    const bytes = hkdfSync("sha256", secretKey(secret), "", "sector-portal tracked links", 16);
    key = createSecretKey(Buffer.from(bytes));
    cipherKeys.set(secret, key);
  }
  return key;
};

/**
 * The tags of a member's links in one edition, one AES-128 block each: the block is the link
 * itself (a kind byte, then edition, member and resource in five bytes each), so its
 * encryption under the server's key is a MAC of it (a block cipher is a pseudo-random
 * function on its one block, and the encoding gives each link a block of its own). One cipher
 * call tags every item of a mail, where an HMAC each cost ten times as much: the newsletter
 * signs ten links for each of a million members.
 */
const tagsOf = (secret: string, links: TrackedLink[], kind = BLOCK_KIND): Buffer => {
  const blocks = Buffer.alloc(links.length * TAG_BYTES);
  links.forEach((link, i) => {
    const at = i * TAG_BYTES;
    blocks[at] = kind;
    blocks.writeUIntBE(link.newsletterId, at + 1, ID_BYTES);
    blocks.writeUIntBE(link.userId, at + 1 + ID_BYTES, ID_BYTES);
    blocks.writeUIntBE(link.resourceId, at + 1 + 2 * ID_BYTES, ID_BYTES);
  });
  const cipher = createCipheriv("aes-128-ecb", cipherKey(secret), null).setAutoPadding(false);
  // Whole blocks without padding: final() adds nothing.
  const tags = cipher.update(blocks);
  cipher.final();
  return tags;
};

/** The tag links had before (one HMAC-SHA256 each): mails already sent still carry it. */
const hmacTagOf = (secret: string, payload: string) =>
  // "track:" keeps these tags apart from the unsubscribe tokens signed with the same key.
  createHmac("sha256", secretKey(secret))
    .update(`track:${payload}`)
    .digest()
    .subarray(0, TAG_BYTES);

const payloadOf = (link: TrackedLink) => `${link.newsletterId}.${link.userId}.${link.resourceId}`;

/**
 * The tokens of a member's item links in a mailed edition, in the order of `links`: member,
 * resource and edition, signed by the server with the key of the unsubscribe links (both sit
 * in sent mail and must outlive a rotation of the session key). They never expire and carry
 * nothing secret.
 */
export const trackedLinkTokens = (
  secret: string,
  links: TrackedLink[],
  kind = BLOCK_KIND,
): string[] => {
  const tags = tagsOf(secret, links, kind);
  return links.map(
    (link, i) =>
      `${Buffer.from(payloadOf(link)).toString("base64url")}.${tags
        .subarray(i * TAG_BYTES, (i + 1) * TAG_BYTES)
        .toString("base64url")}`,
  );
};

/** A member's links of a mailing's body: `resourceId` is the link's place in the body, from 1. */
export const bodyLinkTokens = (secret: string, links: TrackedLink[]): string[] =>
  trackedLinkTokens(secret, links, BODY_LINK_KIND);

/** The body link a token names (`resourceId`: its place, from 1), or null for anything else. */
export const readBodyLinkToken = (secret: string, token: string): TrackedLink | null =>
  readToken(secret, token, BODY_LINK_KIND);

/** The link a token this server signed names, or null for anything else. */
export const readTrackedLinkToken = (secret: string, token: string): TrackedLink | null =>
  readToken(secret, token, BLOCK_KIND);

const readToken = (secret: string, token: string, kind: number): TrackedLink | null => {
  const [encoded, mac, extra] = token.split(".");
  if (!encoded || !mac || extra !== undefined) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})$/.exec(payload);
  if (!match) return null;
  // Re-encoding must give the token's own text: no second spelling of one link passes.
  if (Buffer.from(payload).toString("base64url") !== encoded) return null;
  const link = {
    newsletterId: Number(match[1]),
    userId: Number(match[2]),
    resourceId: Number(match[3]),
  };
  const given = Buffer.from(mac, "base64url");
  if (given.length !== TAG_BYTES) return null;
  const signed = (expected: Buffer) => timingSafeEqual(given, expected);
  if (signed(tagsOf(secret, [link], kind))) return link;
  // Only item links were ever signed with an HMAC.
  return kind === BLOCK_KIND && signed(hmacTagOf(secret, payload)) ? link : null;
};
