import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries; logged in development so nobody has to open the .eml. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: { info(obj: object, msg: string): void };
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in the outbox. */
export const createMailer = ({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ links: _links, ...message }) {
        await transport.sendMail({ from, ...message });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ links, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file, links }, "mail written to outbox");
    },
  };
};
