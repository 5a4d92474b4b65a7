/**
 * What a newsletter mail carries, besides its Message-ID, so that a relay's bounce or complaint
 * names the edition and member even where the relay replaces the Message-ID (Postmark) or
 * reports it in its own form: each relay's "custom variables" header.
 */
export interface MailTag {
  newsletterId: number;
  userId: number;
}

export const TAG_NEWSLETTER = "sector_newsletter_id";
export const TAG_USER = "sector_user_id";

/** The headers that give the relays `tag` (each reads its own and ignores the others). */
export const relayTagHeaders = ({
  newsletterId,
  userId,
}: MailTag): Record<string, string | { prepared: true; value: string }> => {
  const variables = JSON.stringify({
    [TAG_NEWSLETTER]: String(newsletterId),
    [TAG_USER]: String(userId),
  });
  return {
    // Mailgun: event-data["user-variables"]. JSON as it is: a MIME-encoded value is not JSON.
    "X-Mailgun-Variables": { prepared: true, value: variables },
    // SendGrid: each event's own fields (unique_args).
    "X-SMTPAPI": {
      prepared: true,
      value: JSON.stringify({ unique_args: JSON.parse(variables) }),
    },
    // Postmark: the event's Metadata.
    "X-PM-Metadata-sector-newsletter-id": String(newsletterId),
    "X-PM-Metadata-sector-user-id": String(userId),
  };
};

const id = (value: unknown): number | null => {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647
    ? Number(text)
    : null;
};

/** The tag in a relay's variables (`{ sector_newsletter_id, sector_user_id }` or Postmark's keys). */
export const readRelayTag = (variables: unknown): MailTag | null => {
  if (typeof variables !== "object" || variables === null) return null;
  const record = variables as Record<string, unknown>;
  const newsletterId = id(record[TAG_NEWSLETTER] ?? record["sector-newsletter-id"]);
  const userId = id(record[TAG_USER] ?? record["sector-user-id"]);
  return newsletterId !== null && userId !== null ? { newsletterId, userId } : null;
};

/** A Message-ID without its angle brackets and surrounding space, or null. */
export const bareMessageId = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const bare = value.trim().replace(/^<|>$/g, "").trim();
  return bare && bare.length <= 998 ? bare : null;
};
