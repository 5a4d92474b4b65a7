import type { MailQueueState } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { presentMailItem } from "../../presenters/mail";
import { mailCounts, troubledMail } from "./mail-queue-queries";

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
      const [counts, messages] = await Promise.all([mailCounts(app.db), troubledMail(app.db)]);
      return {
        pending: counts.pending,
        failed: counts.failed,
        sent_last_24h: counts.sent,
        messages: messages.map(presentMailItem),
      };
    },
  );
};
