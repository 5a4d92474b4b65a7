import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
  /** Every http(s) link in the message, decoded from quoted-printable. */
  links: string[];
}

/** Undoes quoted-printable soft line breaks and escapes so links can be read whole. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const header = (raw: string, name: string) =>
  raw.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim() ?? "";

/** The messages the outbox mailer wrote, oldest first. */
export const readOutbox = async (dir: string): Promise<SentMail[]> => {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), "utf8");
      const decoded = decodeQuotedPrintable(raw);
      return {
        file,
        to: header(raw, "To"),
        subject: header(raw, "Subject"),
        raw: decoded,
        links: [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    }),
  );
};

/** The messages sent to one address. */
export const mailsTo = async (dir: string, to: string) =>
  (await readOutbox(dir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));

/**
 * The messages sent to one address once there are at least `count` of them: mail leaves through
 * the job queue moments after the request that queued it, so a test waits for it to arrive.
 */
export const waitForMailsTo = async (
  dir: string,
  to: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<SentMail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(dir, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(
        `expected ${count} mail(s) to ${to} within ${timeoutMs} ms, got ${mails.length}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The slug of the last set-password link mailed to `to` (waiting for the first mail to arrive). */
export const lastSlugFor = async (dir: string, to: string): Promise<string> => {
  const mails = await waitForMailsTo(dir, to);
  for (const mail of mails.reverse()) {
    const link = mail.links.find((l) => l.includes("/reset-password/"));
    if (link) return link.split("/reset-password/")[1] ?? "";
  }
  throw new Error(`no set-password link was mailed to ${to}`);
};
