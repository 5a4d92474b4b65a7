import { verify } from "node:crypto";
import { readPublicKey } from "../../lib/public-key";
import { readRelayTag } from "../../mail/relay-tags";
import {
  addressOf,
  BAD_SIGNATURE,
  detailOf,
  isRecord,
  MALFORMED_EVENT,
  type MailEvent,
  parseJson,
  type ReadEvents,
  refuse,
} from "../mail-event";
import { storedMessageId } from "./message-id";

export const SENDGRID_SIGNATURE_HEADER = "x-twilio-email-event-webhook-signature";
export const SENDGRID_TIMESTAMP_HEADER = "x-twilio-email-event-webhook-timestamp";

const kindOf = (event: Record<string, unknown>): MailEvent["kind"] => {
  if (event.event === "spamreport") return "complaint";
  // "bounce" events: type "bounce" is permanent, "blocked" a refusal the relay may lift.
  if (event.event === "bounce") return event.type === "blocked" ? "soft_bounce" : "hard_bounce";
  return "other";
};

/**
 * SendGrid's signed Event Webhook: a JSON array of events; the ECDSA (P-256, SHA-256)
 * signature in its header covers the timestamp header followed by the raw body.
 */
export const readSendgridEvents = (
  body: string,
  headers: Record<string, string | string[] | undefined>,
  publicKey: string,
): ReadEvents => {
  const signature = headers[SENDGRID_SIGNATURE_HEADER];
  const timestamp = headers[SENDGRID_TIMESTAMP_HEADER];
  const key = readPublicKey(publicKey);
  if (typeof signature !== "string" || typeof timestamp !== "string" || !key) {
    return refuse(401, BAD_SIGNATURE);
  }
  let verified = false;
  try {
    verified = verify(
      "sha256",
      Buffer.from(timestamp + body),
      key,
      Buffer.from(signature, "base64"),
    );
  } catch {
    verified = false;
  }
  if (!verified) return refuse(401, BAD_SIGNATURE);

  const payload = parseJson(body);
  if (!Array.isArray(payload) || payload.length > 10_000) return refuse(400, MALFORMED_EVENT);
  const events: MailEvent[] = [];
  for (const event of payload) {
    if (!isRecord(event)) return refuse(400, MALFORMED_EVENT);
    const email = addressOf(event.email);
    const eventId = event.sg_event_id;
    if (!email || typeof eventId !== "string" || !eventId) return refuse(400, MALFORMED_EVENT);
    events.push({
      provider: "sendgrid",
      eventId: eventId.slice(0, 200),
      kind: kindOf(event),
      email,
      messageId: storedMessageId(event["smtp-id"]),
      tag: readRelayTag(event),
      detail: detailOf(event.event, event.type, event.status, event.reason),
    });
  }
  return { ok: true, events };
};
