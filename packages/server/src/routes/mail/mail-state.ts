import type { MailQueueState } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { presentMailItem } from "../../presenters/mail";
import { mailCounts, pendingNewsletterMail, troubledMail } from "./mail-queue-queries";

export const mailStateRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["mail"],
        summary: "Delivery state of the mail queue (admin): counts and undelivered messages",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "mail" }),
    },
    async (): Promise<MailQueueState> => {
      const [counts, messages, newsletterPending] = await Promise.all([
        mailCounts(app.db),
        troubledMail(app.db),
        pendingNewsletterMail(app.db),
      ]);
      return {
        pending: counts.pending,
        failed: counts.failed,
        sent_last_24h: counts.sent,
        rate_per_second: app.config.mailRatePerSecond ?? null,
        newsletter_rate_per_second: app.config.newsletterRatePerSecond ?? null,
        newsletter_pending: newsletterPending,
        messages: messages.map(presentMailItem),
      };
    },
  );
};
