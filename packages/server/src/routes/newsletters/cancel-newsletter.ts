import { newsletterParamsSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { authorize } from "../../auth/policy";
import { newsletters } from "../../db/newsletters-schema";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { NEWSLETTER_NOT_FOUND, NOT_CANCELLABLE } from "./messages";
import { findNewsletter, lockEdition, withCounts } from "./newsletter-queries";

export const cancelNewsletterRoute = async (app: App) => {
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "Cancel an edition not sent yet: a draft (staff), or a scheduled or sending one (admin: what was not sent stays unsent)",
        params: newsletterParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "cancel", subject: "newsletter" }),
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const row = await lockEdition(tx, id);
        if (row.status !== "draft" && row.status !== "scheduled" && row.status !== "sending") {
          throw new ConflictError(NOT_CANCELLABLE);
        }
        // Stopping what an admin started is an admin's decision.
        if (row.status !== "draft") {
          authorize(actorOf(request), { action: "send", subject: "newsletterSending" });
        }
        await tx
          .update(newsletters)
          .set({ status: "cancelled", updatedAt: sql`now()` })
          .where(eq(newsletters.id, id));
        await recordAudit(tx, request, {
          action: "newsletter.cancel",
          targetType: "newsletter",
          targetId: id,
          summary: `cancelled while ${row.status}`,
        });
      });
      const row = await findNewsletter(app.db, id);
      if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      const [newsletter] = await withCounts(app.db, [row]);
      return { newsletter };
    },
  );
};
