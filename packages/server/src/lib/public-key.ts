import { createPublicKey, type KeyObject } from "node:crypto";

/**
 * A public key as providers hand it out: PEM, or the base64 of its DER SubjectPublicKeyInfo
 * without the PEM lines (SendGrid's Event Webhook "verification key"). Null when it is neither.
 */
export const readPublicKey = (text: string): KeyObject | null => {
  const value = text.trim();
  try {
    if (value.startsWith("-----BEGIN")) return createPublicKey(value);
    if (!/^[A-Za-z0-9+/=\s]+$/.test(value)) return null;
    return createPublicKey({
      key: Buffer.from(value.replace(/\s+/g, ""), "base64"),
      format: "der",
      type: "spki",
    });
  } catch {
    return null;
  }
};
