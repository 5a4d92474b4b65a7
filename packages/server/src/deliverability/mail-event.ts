import type { MailEventKind, MailEventProvider } from "@sector/shared";
import type { MailTag } from "../mail/relay-tags";
import type { SignatureUse } from "./signature-uses";

/** One relay event, read from any provider's payload into the same shape. */
export interface MailEvent {
  provider: MailEventProvider;
  /** The provider's id of the event: the same event sent again has the same one. */
  eventId: string;
  kind: MailEventKind;
  /** The recipient, lower-cased. */
  email: string;
  /** The mail's Message-ID in angle brackets, as we sent it, when the event gives it. */
  messageId: string | null;
  /** The edition and member our custom variables named, when the event gives them back. */
  tag: MailTag | null;
  /** The relay's words: a status code, a bounce description (at most 500 characters). */
  detail: string | null;
}

/** What reading a provider's request gave: its events, or why it is refused. */
export type ReadEvents =
  | {
      ok: true;
      events: MailEvent[];
      /** A signature that covers no event, taken once with the events (signature-uses.ts). */
      signature?: SignatureUse;
    }
  | { ok: false; status: 400 | 401; message: string };

export const BAD_SIGNATURE = "The event's signature does not verify.";
export const BAD_CREDENTIALS = "Unknown credentials.";
export const MALFORMED_EVENT = "The event is not in the provider's documented form.";

export const refuse = (status: 400 | 401, message: string): ReadEvents => ({
  ok: false,
  status,
  message,
});

/** A lower-cased address, if `value` looks like one. */
export const addressOf = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const address = value.trim().replace(/^<|>$/g, "").toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) && address.length <= 254 ? address : null;
};

export const detailOf = (...parts: unknown[]): string | null => {
  const text = parts
    .filter((part) => typeof part === "string" || typeof part === "number")
    .map(String)
    .join(" ")
    .trim();
  return text ? text.slice(0, 500) : null;
};

/** Parses JSON, or null. */
export const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
