import { createHash } from "node:crypto";
import { simpleParser } from "mailparser";
import {
  addressOf,
  detailOf,
  MALFORMED_EVENT,
  type MailEvent,
  type ReadEvents,
  refuse,
} from "../mail-event";
import { storedMessageId } from "./message-id";

/** "Name: value" fields of one block of a delivery-status part, names lower-cased. */
const fieldsOf = (block: string): Map<string, string> => {
  const fields = new Map<string, string>();
  // Folded lines continue the field above them.
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const match = /^([A-Za-z][A-Za-z0-9-]*):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) fields.set(match[1].toLowerCase(), match[2].trim());
  }
  return fields;
};

/** An address field's address: "rfc822; someone@example.org". */
const recipientOf = (value: string | undefined) => addressOf(value?.replace(/^[^;]*;/, ""));

const kindOf = (action: string, status: string): MailEvent["kind"] => {
  if (action === "failed") return status.startsWith("4") ? "soft_bounce" : "hard_bounce";
  if (action === "delayed") return "soft_bounce";
  return "other";
};

/**
 * A raw RFC 3464 delivery status notification, as a self-run relay pipes it to the app: one
 * event per recipient block (Final-Recipient, Action, Status), tied to the original message by
 * the Message-ID of the returned message or headers. The DSN's own Message-ID (else the hash
 * of the message) with the recipient is the event's id.
 */
export const readDsnEvents = async (raw: string): Promise<ReadEvents> => {
  if (!raw.trim()) return refuse(400, MALFORMED_EVENT);
  let parsed: Awaited<ReturnType<typeof simpleParser>>;
  try {
    parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true });
  } catch {
    return refuse(400, MALFORMED_EVENT);
  }
  // mailparser reads the message/delivery-status part as text; the returned message (or its
  // headers) is an attachment.
  const blocks = (parsed.text ?? "").split(/\r?\n\s*\r?\n/).map(fieldsOf);
  const original = parsed.attachments.find((part) =>
    ["message/rfc822", "text/rfc822-headers", "message/rfc822-headers"].includes(part.contentType),
  );
  const originalId = original
    ? /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(original.content.toString("utf8"))?.[1]
    : undefined;
  const dsnId = parsed.messageId ?? createHash("sha256").update(raw).digest("hex").slice(0, 40);

  const events: MailEvent[] = [];
  for (const fields of blocks) {
    const action = fields.get("action")?.toLowerCase();
    const email = recipientOf(fields.get("final-recipient") ?? fields.get("original-recipient"));
    if (!action || !email) continue;
    const status = fields.get("status") ?? "";
    events.push({
      provider: "dsn",
      eventId: `${dsnId}:${email}`.slice(0, 200),
      kind: kindOf(action, status),
      email,
      messageId: storedMessageId(originalId),
      tag: null,
      detail: detailOf(action, status, fields.get("diagnostic-code")),
    });
  }
  return events.length > 0 ? { ok: true, events } : refuse(400, MALFORMED_EVENT);
};
