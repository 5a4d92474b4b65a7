import { LEAD_DESTINATION_NOT_FOUND, leadDestinationParamsSchema } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { leadDestinations } from "../../db/lead-delivery-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { syncWebhook } from "./destination-rules";

export const deleteDestinationRoute = async (app: App) => {
  app.delete(
    "/sponsors/:id/destinations/:d",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Delete a lead destination and its deliveries (admin, audited); an https one's webhook endpoint goes with it",
        params: leadDestinationParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "delete", subject: "leadDestination" }),
    },
    async (request, reply) => {
      const { id: sponsorId, d } = request.params;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: leadDestinations.id })
          .from(leadDestinations)
          .where(and(eq(leadDestinations.id, d), eq(leadDestinations.sponsorId, sponsorId)))
          .for("update");
        if (!row) throw new NotFoundError(LEAD_DESTINATION_NOT_FOUND);
        await syncWebhook(tx, d, true);
        const [deleted] = await tx
          .delete(leadDestinations)
          .where(eq(leadDestinations.id, d))
          .returning({ kind: leadDestinations.kind, name: leadDestinations.name });
        await recordAudit(tx, request, {
          action: "lead_destination.delete",
          targetType: "lead_destination",
          targetId: d,
          summary: `deleted ${deleted?.kind} destination “${deleted?.name}”`,
        });
      });
      return reply.status(204).send();
    },
  );
};
