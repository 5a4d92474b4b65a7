import { newsletterParamsSchema, newsletterTestSchema } from "@sector/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { type Actor, can } from "../../auth/policy";
import type { Executor } from "../../db/client";
import { consents, memberships, users } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import { findEdition } from "../../newsletters/edition-context";
import { previewEdition } from "../../newsletters/preview-edition";
import {
  MEMBER_NOT_FOUND,
  NEWSLETTER_NOT_FOUND,
  TEST_OWN_ADDRESS_ONLY,
  TEST_QUEUED,
  TEST_STAFF_ADDRESS_ONLY,
} from "./messages";

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

/**
 * The account a test may go to: the address's account, if the actor may send it a test (their
 * own; an admin, another staff account's too). A test carries a member's name and items: never
 * a member's or an outside address. Throws 403 otherwise.
 */
const testRecipient = async (db: Executor, actor: Actor, email: string) => {
  const [account] = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.erasedAt)))
    .limit(1);
  const recipient = account ?? null;
  if (!recipient || !can(actor, { action: "receive", subject: "newsletterTest", recipient })) {
    throw new ForbiddenError(
      actor.role === "admin" ? TEST_STAFF_ADDRESS_ONLY : TEST_OWN_ADDRESS_ONLY,
    );
  }
  return recipient;
};

export const testNewsletterRoute = async (app: App) => {
  app.post(
    "/:id/test",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "Mail a sample member's edition to the signed-in staff member's own address (an admin's: or another staff account's), subject prefixed [Test]; its links lead straight to the resources (staff); audited",
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
      const to = (await testRecipient(app.db, staff, request.body.email)).email;
      // With no recipient yet, the staff member's own edition: the brand's popular resources.
      const sample =
        request.body.user_id ?? (await firstRecipient(app.db, edition.companyId)) ?? staff.id;
      const preview = await previewEdition(
        app.db,
        edition,
        sample,
        { publicUrl: app.config.publicUrl, linkSecret: app.config.unsubscribeSecret },
        // The unsubscribe link in a test is the staff member's own: never the sample's.
        { to, userId: staff.id },
      );
      if (!preview?.mail) throw new NotFoundError(MEMBER_NOT_FOUND);
      const { mail } = preview;
      await app.db.transaction(async (tx) => {
        await enqueueJob(tx, "mail", mail);
        await recordAudit(tx, request, {
          action: "newsletter.test",
          targetType: "newsletter",
          targetId: edition.id,
          summary: `test of member ${sample}'s edition sent to ${to}`,
        });
      });
      app.jobs.kick();
      return reply.status(202).send(TEST_QUEUED(to));
    },
  );
};
