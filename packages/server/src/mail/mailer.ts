import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { redactSecrets } from "../lib/secret-redaction";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Links the message carries; logged in outbox mode so nobody has to open the .eml (without
   * their secret part in production). Never logged when the mail goes out over SMTP.
   */
  links?: string[];
  /** The sender's name, with MAIL_FROM's address (a brand's newsletter); MAIL_FROM when absent. */
  fromName?: string;
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The Message-ID, when the sender chose it (the same on every attempt of one message). */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: { info(obj: object, msg: string): void };
  /**
   * Production (NODE_ENV=production): log the outbox's links without their secret part. In
   * development they are logged whole, for the developer to follow.
   */
  redactLinks?: boolean;
}

/** Orders outbox files written within the same millisecond: file names sort oldest first. */
let outboxSequence = 0;

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in the outbox. */
export const createMailer = ({
  smtpUrl,
  from,
  outboxDir,
  log,
  redactLinks = false,
}: MailerOptions): Mailer => {
  /** MAIL_FROM, or its address under another name. */
  const senderOf = (fromName: string | undefined) => {
    if (!fromName) return from;
    const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
    return { name: fromName, address };
  };
  if (smtpUrl) {
    // Bounded conversations: a stalled server fails the attempt (the queue retries it) well
    // within the job's lease, instead of holding it for nodemailer's default minutes.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send({ links: _links, fromName, ...message }) {
        await transport.sendMail({ ...message, from: senderOf(fromName) });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ links, fromName, ...message }) {
      // Named when sent, before any await, so the file order is the order of the calls.
      outboxSequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const order = String(outboxSequence).padStart(8, "0");
      const file = path.join(outboxDir, `${stamp}-${order}-${randomBytes(4).toString("hex")}.eml`);
      const info = await transport.sendMail({ ...message, from: senderOf(fromName) });
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, info.message as Buffer);
      const logged = redactLinks ? links?.map(redactSecrets) : links;
      log.info(
        { to: message.to, subject: message.subject, file, links: logged },
        "mail written to outbox",
      );
    },
  };
};
