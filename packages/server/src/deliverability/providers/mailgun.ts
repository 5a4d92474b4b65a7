import { createHmac, timingSafeEqual } from "node:crypto";
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

/** How old a signed timestamp may be: Mailgun retries for 8 hours. */
const MAX_AGE_SECONDS = 24 * 60 * 60;

const kindOf = (data: Record<string, unknown>): MailEvent["kind"] => {
  if (data.event === "complained") return "complaint";
  if (data.event === "failed") return data.severity === "permanent" ? "hard_bounce" : "soft_bounce";
  return "other";
};

/**
 * Mailgun's JSON webhook: `{ signature: { timestamp, token, signature }, "event-data": {...} }`,
 * signed with HMAC-SHA256 of timestamp + token under the webhook signing key. The signature
 * does not cover the event, so a timestamp more than a day off is refused too, and the
 * signature is single use: the events come with it, to be taken once (signature-uses.ts) until
 * it expires with its timestamp.
 */
export const readMailgunEvents = (
  body: string,
  signingKey: string,
  now = Date.now(),
): ReadEvents => {
  const payload = parseJson(body);
  if (!isRecord(payload) || !isRecord(payload.signature)) return refuse(400, MALFORMED_EVENT);
  const { timestamp, token, signature } = payload.signature;
  if (typeof timestamp !== "string" && typeof timestamp !== "number") {
    return refuse(401, BAD_SIGNATURE);
  }
  if (typeof token !== "string" || typeof signature !== "string") {
    return refuse(401, BAD_SIGNATURE);
  }
  const expected = createHmac("sha256", signingKey).update(`${timestamp}${token}`).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : null;
  if (!given || !timingSafeEqual(given, expected)) return refuse(401, BAD_SIGNATURE);
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) {
    return refuse(401, BAD_SIGNATURE);
  }

  const data = payload["event-data"];
  if (!isRecord(data) || typeof data.id !== "string" || !data.id) {
    return refuse(400, MALFORMED_EVENT);
  }
  const email = addressOf(data.recipient);
  if (!email) return refuse(400, MALFORMED_EVENT);
  const message = isRecord(data.message) ? data.message : {};
  const headers = isRecord(message.headers) ? message.headers : {};
  const status = isRecord(data["delivery-status"]) ? data["delivery-status"] : {};
  return {
    ok: true,
    signature: {
      provider: "mailgun",
      signature: expected.toString("hex"),
      expiresAt: new Date((Number(timestamp) + MAX_AGE_SECONDS) * 1000),
    },
    events: [
      {
        provider: "mailgun",
        eventId: data.id.slice(0, 200),
        kind: kindOf(data),
        email,
        messageId: storedMessageId(headers["message-id"]),
        tag: readRelayTag(data["user-variables"]),
        detail: detailOf(
          data.event,
          data.severity,
          status.code,
          status.description ?? status.message,
        ),
      },
    ],
  };
};
