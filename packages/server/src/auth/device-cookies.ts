import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/*
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that completed a sign-in to an account keeps a value only this server can make for that
 * account, a random nonce and its HMAC over the account's address. The sign-in's per-account
 * ceiling does not hold such a device back: strangers guessing from many addresses cannot lock
 * its owner out. The nonce names the device for its own failure counter.
 */

/** Bytes of the nonce: 128 bits, never repeated. */
const NONCE_BYTES = 16;
const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The MAC key, derived from the session secret: a leak of it forges sessions anyway, so a key
 * of its own would protect nothing more, and no setting has to be added and kept.
 */
export const deviceCookieKey = (secret: string): Buffer =>
  Buffer.from(hkdfSync("sha256", secret, "", "sector-portal device cookies", 32));

/** As the sign-in counters key an account: whatever case or spaces the address was typed in. */
const accountOf = (email: string) => email.trim().toLowerCase();

const tagOf = (key: Buffer, email: string, nonce: string) =>
  createHmac("sha256", key)
    .update(`${accountOf(email)}\n${nonce}`)
    .digest("base64url");

/** A new cookie value for the account of `email`. */
export const newDeviceCookie = (key: Buffer, email: string): string => {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  return `${nonce}.${tagOf(key, email, nonce)}`;
};

/**
 * The device's id (its nonce) when `value` is a device cookie of the account of `email`; null
 * for no cookie, a malformed or tampered one, or one of another account.
 */
export const deviceOf = (key: Buffer, email: string, value: string | undefined): string | null => {
  const match = value === undefined ? null : VALUE.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(tagOf(key, email, match[1]));
  return timingSafeEqual(Buffer.from(match[2]), expected) ? match[1] : null;
};
