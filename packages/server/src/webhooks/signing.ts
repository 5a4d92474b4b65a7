import { Webhook } from "standardwebhooks";

export interface WebhookHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

/**
 * The Standard Webhooks headers of one attempt: `v1,` + base64 HMAC-SHA256 of
 * `${id}.${timestamp}.${body}` keyed with the secret's decoded bytes (the standardwebhooks
 * package, the reference implementation receivers verify with). The timestamp is the
 * attempt's, so a receiver's replay window (5 minutes in the library) accepts a late retry.
 */
export const signWebhook = (
  secret: string,
  messageId: string,
  body: string,
  at: Date = new Date(),
): WebhookHeaders => {
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(seconds),
    "webhook-signature": new Webhook(secret).sign(messageId, new Date(seconds * 1000), body),
  };
};
