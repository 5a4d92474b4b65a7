import { newsletterParamsSchema, newsletterTestSchema } from "@sector/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import type { Executor } from "../../db/client";
import { consents, memberships, users } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { findEdition } from "../../newsletters/edition-context";
import { previewEdition } from "../../newsletters/preview-edition";
import { MEMBER_NOT_FOUND, NEWSLETTER_NOT_FOUND, TEST_QUEUED } from "./messages";

/** The brand's first recipient (lowest id), the sample a test shows when none is named. */
const firstRecipient = async (db: Executor, companyId: number) => {
  const [row] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(
      consents,
      and(
        eq(consents.userId, memberships.userId),
        eq(consents.companyId, memberships.companyId),
        eq(consents.purpose, "newsletter"),
        eq(consents.granted, true),
      ),
    )
    .where(
      and(eq(memberships.companyId, companyId), eq(users.role, "user"), isNull(users.erasedAt)),
    )
    .orderBy(asc(memberships.userId))
    .limit(1);
  return row?.id ?? null;
};

export const testNewsletterRoute = async (app: App) => {
  app.post(
    "/:id/test",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "Mail a sample member's edition to a staff address, subject prefixed [Test]; its links lead straight to the resources (staff)",
        params: newsletterParamsSchema,
        body: newsletterTestSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "test", subject: "newsletter" }),
    },
    async (request, reply) => {
      const edition = await findEdition(app.db, request.params.id);
      if (!edition) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      const staff = actorOf(request);
      // With no recipient yet, the staff member's own edition: the brand's popular resources.
      const sample =
        request.body.user_id ?? (await firstRecipient(app.db, edition.companyId)) ?? staff.id;
      const preview = await previewEdition(
        app.db,
        edition,
        sample,
        { publicUrl: app.config.publicUrl, linkSecret: app.config.unsubscribeSecret },
        // The unsubscribe link in a test is the staff member's own: never the sample's.
        { to: request.body.email, userId: staff.id },
      );
      if (!preview?.mail) throw new NotFoundError(MEMBER_NOT_FOUND);
      const { mail } = preview;
      await app.db.transaction(async (tx) => {
        await enqueueJob(tx, "mail", mail);
        await recordAudit(tx, request, {
          action: "newsletter.test",
          targetType: "newsletter",
          targetId: edition.id,
          summary: `test of member ${sample}'s edition sent to ${request.body.email}`,
        });
      });
      app.jobs.kick();
      return reply.status(202).send(TEST_QUEUED(request.body.email));
    },
  );
};
