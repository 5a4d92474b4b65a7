import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/*
 * TOTP, RFC 6238 (HOTP, RFC 4226, over 30-second steps): HMAC-SHA-1, 6 digits, what every
 * authenticator app reads from an otpauth:// URL. Twenty lines of node:crypto, checked against
 * the RFC's test vectors (totp.test.ts), rather than a dependency.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is taken too: clocks drift. */
const DRIFT_STEPS = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export const base32Encode = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

export const base32Decode = (text: string): Buffer => {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** 160 random bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
export const newTotpSecret = (): Buffer => randomBytes(20);

/** The 30-second step a moment falls in. */
export const totpStep = (atMs: number = Date.now()): number =>
  Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** The code of `step` (HOTP of the step counter), `digits` long with leading zeros. */
export const totpCode = (secret: Buffer, step: number, digits = TOTP_DIGITS): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", secret).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
};

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The step whose code `code` is, within a step of `atMs`, and only if it is later than
 * `lastStep` (the step of the last code accepted: a code works once); null otherwise.
 */
export const matchTotp = (
  secret: Buffer,
  code: string,
  lastStep: number | null,
  atMs: number = Date.now(),
): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(atMs);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (sameCode(totpCode(secret, step), code)) return step;
  }
  return null;
};

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrl = (secretBase32: string, account: string, issuer: string): string => {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
};
