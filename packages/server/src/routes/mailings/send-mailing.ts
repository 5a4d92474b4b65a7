import { mailingParamsSchema, preprocess, sendNewsletterSchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { ConflictError } from "../../lib/errors";
import { scheduleEdition, sendMoment, startEdition } from "../../newsletters/start-edition";
import { lockMailing, mailingReport } from "./mailing-queries";
import { ALREADY_SENDING, CANCELLED_NO_SEND } from "./messages";

export const sendMailingRoute = async (app: App) => {
  app.post(
    "/:id/send",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "Send a mailing now (202, sending: its recipients are frozen) or at a later moment (202, scheduled) (admin); 409 when sending, sent or cancelled",
        params: mailingParamsSchema,
        body: preprocess((body) => body ?? {}, sendNewsletterSchema),
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "send", subject: "mailingSending" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const { at } = request.body;
      const later = sendMoment(at);
      await app.db.transaction(async (tx) => {
        const row = await lockMailing(tx, id);
        if (row.status === "cancelled") throw new ConflictError(CANCELLED_NO_SEND);
        // The newsletter's engine: the start job freezes the recipients, the sending jobs send.
        const done = later ? await scheduleEdition(tx, id, later) : await startEdition(tx, id);
        if (!done) throw new ConflictError(ALREADY_SENDING);
        await recordAudit(tx, request, {
          action: later ? "mailing.schedule" : "mailing.send",
          targetType: "mailing",
          targetId: id,
          summary: later ? `scheduled for ${later.toISOString()}` : "sending started",
        });
      });
      app.jobs.kick();
      return reply.status(202).send({ mailing: await mailingReport(app.db, id) });
    },
  );
};
