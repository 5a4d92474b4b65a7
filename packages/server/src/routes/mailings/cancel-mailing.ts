import { mailingParamsSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { newsletters } from "../../db/newsletters-schema";
import type { App } from "../../lib/app-type";
import { ConflictError } from "../../lib/errors";
import { lockMailing, mailingReport } from "./mailing-queries";
import { NOT_CANCELLABLE } from "./messages";

export const cancelMailingRoute = async (app: App) => {
  app.post(
    "/:id/cancel",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "Cancel a draft, scheduled or sending mailing (admin): what was not sent stays unsent; 409 when sent or cancelled",
        params: mailingParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "cancel", subject: "mailingSending" }),
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const row = await lockMailing(tx, id);
        if (row.status !== "draft" && row.status !== "scheduled" && row.status !== "sending") {
          throw new ConflictError(NOT_CANCELLABLE);
        }
        await tx
          .update(newsletters)
          .set({ status: "cancelled", updatedAt: sql`now()` })
          .where(eq(newsletters.id, id));
        await recordAudit(tx, request, {
          action: "mailing.cancel",
          targetType: "mailing",
          targetId: id,
          summary: `cancelled while ${row.status}`,
        });
      });
      return { mailing: await mailingReport(app.db, id) };
    },
  );
};
