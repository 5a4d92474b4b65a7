import { newsletterParamsSchema, updateNewsletterSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { newsletters } from "../../db/newsletters-schema";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { NEWSLETTER_NOT_FOUND, ONLY_DRAFTS_EDITABLE } from "./messages";
import { findNewsletter, lockEdition, withCounts } from "./newsletter-queries";

export const updateNewsletterRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["newsletters"],
        summary: "Edit a draft's subject and intro (staff); 409 once scheduled or sent",
        params: newsletterParamsSchema,
        body: updateNewsletterSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "newsletter" }),
    },
    async (request) => {
      const { id } = request.params;
      const { subject, intro } = request.body;
      await app.db.transaction(async (tx) => {
        const before = await lockEdition(tx, id);
        if (before.status !== "draft") throw new ConflictError(ONLY_DRAFTS_EDITABLE);
        await tx
          .update(newsletters)
          .set({
            ...(subject !== undefined && { subject }),
            ...(intro !== undefined && { intro }),
            updatedAt: sql`now()`,
          })
          .where(eq(newsletters.id, id));
        const changes = [
          subject !== undefined && subject !== before.subject
            ? change("subject", before.subject, subject)
            : null,
          intro !== undefined && intro !== before.intro ? "intro changed" : null,
        ].filter(Boolean);
        await recordAudit(tx, request, {
          action: "newsletter.update",
          targetType: "newsletter",
          targetId: id,
          summary: changes.join("; ") || "no change",
        });
      });
      const row = await findNewsletter(app.db, id);
      if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      const [newsletter] = await withCounts(app.db, [row]);
      return { newsletter };
    },
  );
};
