import { Counter, type Registry } from "prom-client";
import type { Mailer } from "../mail/mailer";

/**
 * Messages this process handed to the relay (or the outbox), by kind (`transactional`: password
 * links, notices, the queue's mail; `newsletter`: an edition's mails, built whole by their
 * sender) and result (`sent`, or `failed`: the relay refused it or did not answer; the sender
 * may try again). The rate of `sent` is the mail rate an operator watches.
 */
export const createMailMetrics = () => {
  const messages = new Counter({
    name: "mail_messages_total",
    help: "Messages handed to the relay by this process, by kind (transactional, newsletter) and result (sent, failed).",
    labelNames: ["kind", "result"] as const,
    registers: [],
  });
  const counted = async (kind: "transactional" | "newsletter", send: () => Promise<void>) => {
    try {
      await send();
      messages.inc({ kind, result: "sent" });
    } catch (error) {
      messages.inc({ kind, result: "failed" });
      throw error;
    }
  };
  return {
    /** The mailer, its messages counted. */
    count: (mailer: Mailer): Mailer => ({
      fromAddress: mailer.fromAddress,
      send: (message) => counted("transactional", () => mailer.send(message)),
      sendPrepared: (mail) => counted("newsletter", () => mailer.sendPrepared(mail)),
      close: () => mailer.close?.(),
    }),
    register: (registry: Registry) => registry.registerMetric(messages),
  };
};

export type MailMetrics = ReturnType<typeof createMailMetrics>;
