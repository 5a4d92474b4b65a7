import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * Two-factor secrets at rest: AES-256-GCM under a key of their own (MFA_ENCRYPTION_KEY, else one
 * kept in DATA_DIR), so a copy of the database alone yields no working secret. Stored as
 * "v1.<iv>.<tag>.<ciphertext>", base64url.
 */

const VERSION = "v1";

const keys = new Map<string, Buffer>();

/** The 256-bit AES key of a configured secret (any length of text: HKDF evens it out). */
export const secretBoxKey = (configured: string): Buffer => {
  let key = keys.get(configured);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", configured, "", "sector-portal two-factor secrets", 32));
    keys.set(configured, key);
  }
  return key;
};

export const seal = (key: Buffer, plain: Buffer): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return [VERSION, ...parts].join(".");
};

/** The sealed bytes; throws when the text was not sealed with this key (or was altered). */
export const open = (key: Buffer, sealed: string): Buffer => {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("not sealed");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
};
