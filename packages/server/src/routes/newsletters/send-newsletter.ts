import { newsletterParamsSchema, preprocess, sendNewsletterSchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { scheduleEdition, sendMoment, startEdition } from "../../newsletters/start-edition";
import { ALREADY_SENDING, CANCELLED_NO_SEND, NEWSLETTER_NOT_FOUND } from "./messages";
import { findNewsletter, lockEdition, withCounts } from "./newsletter-queries";

export const sendNewsletterRoute = async (app: App) => {
  app.post(
    "/:id/send",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "Send an edition now (202, sending) or at a later moment (202, scheduled) (admin); 409 when already sending or sent",
        params: newsletterParamsSchema,
        // No body at all: now.
        body: preprocess((body) => body ?? {}, sendNewsletterSchema),
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "send", subject: "newsletterSending" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const { at } = request.body;
      const later = sendMoment(at);
      await app.db.transaction(async (tx) => {
        const row = await lockEdition(tx, id);
        if (row.status === "cancelled") throw new ConflictError(CANCELLED_NO_SEND);
        const done = later ? await scheduleEdition(tx, id, later) : await startEdition(tx, id);
        if (!done) throw new ConflictError(ALREADY_SENDING);
        await recordAudit(tx, request, {
          action: later ? "newsletter.schedule" : "newsletter.send",
          targetType: "newsletter",
          targetId: id,
          summary: later ? `scheduled for ${later.toISOString()}` : "sending started",
        });
      });
      app.jobs.kick();
      const row = await findNewsletter(app.db, id);
      if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      const [newsletter] = await withCounts(app.db, [row]);
      return reply.status(202).send({ newsletter });
    },
  );
};
