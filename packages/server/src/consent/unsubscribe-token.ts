import { createHmac, timingSafeEqual } from "node:crypto";
import { CONSENT_PURPOSES, type ConsentPurpose } from "@sector/shared";

export interface UnsubscribeTarget {
  userId: number;
  companyId: number;
  purpose: ConsentPurpose;
}

/** 128 bits of HMAC-SHA256: unguessable, and short enough for a mail header. */
const signature = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest().subarray(0, 16);

/**
 * The token of a one-click unsubscribe link: which member, brand and purpose, signed by the
 * server. It never expires (it sits in sent newsletters) and carries nothing secret.
 */
export const unsubscribeToken = (secret: string, target: UnsubscribeTarget): string => {
  const payload = `${target.userId}.${target.companyId}.${CONSENT_PURPOSES.indexOf(target.purpose)}`;
  return `${Buffer.from(payload).toString("base64url")}.${signature(secret, payload).toString("base64url")}`;
};

/** The target of a token this server signed, or null for anything else. */
export const readUnsubscribeToken = (secret: string, token: string): UnsubscribeTarget | null => {
  const [encoded, mac, extra] = token.split(".");
  if (!encoded || !mac || extra !== undefined) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const given = Buffer.from(mac, "base64url");
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([0-2])$/.exec(payload);
  if (!match) return null;
  const purpose = CONSENT_PURPOSES[Number(match[3])];
  if (!purpose) return null;
  return { userId: Number(match[1]), companyId: Number(match[2]), purpose };
};

export const unsubscribeUrl = (publicUrl: string, secret: string, target: UnsubscribeTarget) =>
  `${publicUrl}/unsubscribe/${unsubscribeToken(secret, target)}`;
