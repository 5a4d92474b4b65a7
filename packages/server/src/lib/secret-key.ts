import { createSecretKey, type KeyObject } from "node:crypto";

const keys = new Map<string, KeyObject>();

/**
 * A signing secret as a key object, made once per secret: an HMAC set up from a string costs
 * half the MAC again, and the newsletter signs a dozen links for each of a million members.
 */
export const secretKey = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
};
