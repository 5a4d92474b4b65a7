import { mailingParamsSchema, updateMailingSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { mailings } from "../../db/mailings-schema";
import { newsletters } from "../../db/newsletters-schema";
import type { App } from "../../lib/app-type";
import { ConflictError } from "../../lib/errors";
import { checkReferences, lockMailing, mailingFields, mailingReport } from "./mailing-queries";
import { ONLY_DRAFTS_EDITABLE } from "./messages";

export const updateMailingRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["mailings"],
        summary: "Replace a draft mailing's content and audience (staff); 409 unless it is a draft",
        params: mailingParamsSchema,
        body: updateMailingSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "mailing" }),
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        const row = await lockMailing(tx, id);
        if (row.status !== "draft") throw new ConflictError(ONLY_DRAFTS_EDITABLE);
        const refs = await checkReferences(tx, row.companyId, body);
        await tx
          .update(newsletters)
          .set({ subject: body.subject, updatedAt: sql`now()` })
          .where(eq(newsletters.id, id));
        await tx
          .update(mailings)
          .set(mailingFields(body, refs))
          .where(eq(mailings.newsletterId, id));
        await recordAudit(tx, request, {
          action: "mailing.update",
          targetType: "mailing",
          targetId: id,
          summary: `draft edited: ${body.subject}`,
        });
      });
      return { mailing: await mailingReport(app.db, id) };
    },
  );
};
