import { SUPPRESSION_NOT_FOUND, suppressionParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { suppressions } from "../../db/deliverability-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";

export const deleteSuppressionRoute = async (app: App) => {
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["mail"],
        summary: "Lift a suppression: the address may get marketing mail again (admin; audited)",
        params: suppressionParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "delete", subject: "suppression" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(suppressions)
          .where(eq(suppressions.id, id))
          .returning({ email: suppressions.email, reason: suppressions.reason });
        if (!deleted) throw new NotFoundError(SUPPRESSION_NOT_FOUND);
        await recordAudit(tx, request, {
          action: "suppression.delete",
          targetType: "suppression",
          targetId: id,
          summary: `lifted the ${deleted.reason} suppression of ${deleted.email}`,
        });
      });
      return reply.status(204).send();
    },
  );
};
