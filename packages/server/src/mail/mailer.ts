import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { DEFAULT_SMTP_POOL_SIZE, type DkimConfig } from "../config";
import { createRateGate } from "../lib/rate-gate";
import { redactSecrets } from "../lib/secret-redaction";
import { createRelayPool } from "./relay-pool";

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
  /**
   * Extra header fields, such as List-Unsubscribe. A `prepared` value goes as it is (JSON for a
   * relay, which must not be MIME-encoded); it must be ASCII without line breaks.
   */
  headers?: Record<string, string | { prepared: true; value: string }>;
  /** The Message-ID, when the sender chose it (the same on every attempt of one message). */
  messageId?: string;
  /**
   * An iCalendar invite (an event's, issue 63): sent as the text/calendar alternative and as an
   * .ics attachment, so calendar clients offer to add, update or remove the event.
   */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

/**
 * A message built whole by its sender (a newsletter edition's, from parts encoded once for it):
 * the mailer only signs (DKIM) and delivers it, from MAIL_FROM's address.
 */
export interface PreparedMail {
  to: string;
  /** For the outbox's log. */
  subject: string;
  raw: Buffer;
  links?: string[];
}

export interface Mailer {
  /** MAIL_FROM's address: the envelope's sender, and the From address of prepared mails. */
  readonly fromAddress: string;
  send(message: MailMessage): Promise<void>;
  sendPrepared(mail: PreparedMail): Promise<void>;
  /** Closes the relay connections once the messages under way are handed over. */
  close?(): Promise<void> | void;
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
  /** MAIL_RATE_PER_SECOND; null or absent: no cap. */
  ratePerSecond?: number | null;
  /** SMTP connections kept open and reused (SMTP_POOL_SIZE); the config's default when absent. */
  poolSize?: number;
  /** Sign every message (the outbox's too, so that what is tested is what is sent). */
  dkim?: DkimConfig | null;
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
  ratePerSecond = null,
  poolSize = DEFAULT_SMTP_POOL_SIZE,
  dkim = null,
}: MailerOptions): Mailer => {
  const gate = createRateGate(ratePerSecond);
  // Relaxed/relaxed canonicalization (nodemailer's only one): survives relays that rewrap
  // headers or trim trailing white space.
  const dkimKey = dkim
    ? { domainName: dkim.domain, keySelector: dkim.selector, privateKey: dkim.privateKey }
    : null;
  const fromAddress = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  /**
   * The message built whole, as one buffer, before it goes: the relay then gets it in a few
   * large writes instead of one per header and encoded line (which cost a newsletter run more
   * than the rest of a mail's work). DKIM signs it on the way, as any other message.
   */
  const compose = ({ links, fromName, to, subject, ...message }: MailMessage) =>
    new MailComposer({
      ...message,
      to,
      subject,
      // MAIL_FROM, or its address under another name.
      from: fromName ? { name: fromName, address: fromAddress } : from,
    })
      .compile()
      .build()
      .then(
        (raw): PreparedMail => ({
          to,
          subject,
          raw,
          ...(links && { links }),
        }),
      );
  if (smtpUrl) {
    // Pooled: a newsletter's mails reuse a few open connections instead of one handshake each.
    const relay = createRelayPool({ smtpUrl, size: poolSize, dkim: dkimKey });
    const deliver = async ({ to, raw }: PreparedMail) => {
      await gate.take();
      await relay.send({ from: fromAddress, to }, raw);
    };
    return {
      fromAddress,
      send: async (message) => deliver(await compose(message)),
      sendPrepared: deliver,
      close: () => relay.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...(dkimKey && { dkim: dkimKey }),
  });
  /** Named when sent, before any await, so the file order is the order of the calls. */
  const nextFile = () => {
    outboxSequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const order = String(outboxSequence).padStart(8, "0");
    return path.join(outboxDir, `${stamp}-${order}-${randomBytes(4).toString("hex")}.eml`);
  };
  const write = async (file: string, mail: Promise<PreparedMail>) => {
    await gate.take();
    const { to, subject, raw, links } = await mail;
    const info = await transport.sendMail({ envelope: { from: fromAddress, to }, raw });
    await mkdir(outboxDir, { recursive: true });
    await writeFile(file, info.message as Buffer);
    const logged = redactLinks ? links?.map(redactSecrets) : links;
    log.info({ to, subject, file, links: logged }, "mail written to outbox");
  };
  return {
    fromAddress,
    close: () => transport.close(),
    send: (message) => write(nextFile(), compose(message)),
    sendPrepared: (mail) => write(nextFile(), Promise.resolve(mail)),
  };
};
