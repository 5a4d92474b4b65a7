import { mailingParamsSchema, mailingTestSchema, preprocess } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { users } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { findMailing } from "../../mailings/mailing-row";
import { previewMailing } from "../../mailings/preview-mailing";
import { MAILING_NOT_FOUND, MEMBER_NOT_FOUND, TEST_QUEUED } from "./messages";

export const testMailingRoute = async (app: App) => {
  app.post(
    "/:id/test",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "Mail this mailing (as a member gets it, or as the staff member would) to the signed-in staff member's own address, subject prefixed [Test]; its links lead straight to their addresses (staff); audited",
        params: mailingParamsSchema,
        body: preprocess((body) => body ?? {}, mailingTestSchema),
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "test", subject: "mailing" }),
    },
    async (request, reply) => {
      const mailing = await findMailing(app.db, request.params.id);
      if (!mailing) throw new NotFoundError(MAILING_NOT_FOUND);
      const staff = actorOf(request);
      const [own] = await app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, staff.id));
      if (!own) throw new NotFoundError(MEMBER_NOT_FOUND);
      const sample = request.body.user_id ?? staff.id;
      const preview = await previewMailing(app.db, mailing, sample, {
        publicUrl: app.config.publicUrl,
        linkSecret: app.config.unsubscribeSecret,
        arm: "a",
        // A test goes to the staff member's own address, with their own unsubscribe link.
        test: { to: own.email, userId: staff.id },
      });
      if (!preview) throw new NotFoundError(MEMBER_NOT_FOUND);
      await app.db.transaction(async (tx) => {
        await enqueueJob(tx, "mail", preview.mail);
        await recordAudit(tx, request, {
          action: "mailing.test",
          targetType: "mailing",
          targetId: mailing.id,
          summary: `test of member ${sample}'s mail sent to ${own.email}`,
        });
      });
      app.jobs.kick();
      return reply.status(202).send(TEST_QUEUED(own.email));
    },
  );
};
