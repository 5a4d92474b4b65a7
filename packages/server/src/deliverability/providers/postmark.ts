import { readRelayTag } from "../../mail/relay-tags";
import {
  addressOf,
  detailOf,
  isRecord,
  MALFORMED_EVENT,
  type MailEvent,
  parseJson,
  type ReadEvents,
  refuse,
} from "../mail-event";

/** Postmark's bounce types that mean the address is gone, and those that may pass. */
const HARD = new Set(["HardBounce", "BadEmailAddress", "ManuallyDeactivated"]);
const SOFT = new Set(["SoftBounce", "Transient", "DnsError"]);

const kindOf = (payload: Record<string, unknown>): MailEvent["kind"] => {
  if (payload.RecordType === "SpamComplaint" || payload.Type === "SpamComplaint") {
    return "complaint";
  }
  if (payload.RecordType !== "Bounce" || typeof payload.Type !== "string") return "other";
  if (HARD.has(payload.Type)) return "hard_bounce";
  if (SOFT.has(payload.Type)) return "soft_bounce";
  return "other";
};

/**
 * Postmark's Bounce and SpamComplaint webhooks (one JSON object each; behind HTTP basic auth,
 * checked by the route). Postmark sends its own MessageID, so the mail is found through the
 * Metadata our X-PM-Metadata headers gave it.
 */
export const readPostmarkEvents = (body: string): ReadEvents => {
  const payload = parseJson(body);
  if (!isRecord(payload)) return refuse(400, MALFORMED_EVENT);
  const email = addressOf(payload.Email);
  const id = payload.ID;
  if (!email || (typeof id !== "number" && typeof id !== "string") || String(id) === "") {
    return refuse(400, MALFORMED_EVENT);
  }
  return {
    ok: true,
    events: [
      {
        provider: "postmark",
        eventId: `${String(payload.RecordType ?? "Event")}:${String(id)}`.slice(0, 200),
        kind: kindOf(payload),
        email,
        messageId: null,
        tag: readRelayTag(payload.Metadata),
        detail: detailOf(payload.Type, payload.Description, payload.Details),
      },
    ],
  };
};
