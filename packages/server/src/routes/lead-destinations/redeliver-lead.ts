import {
  LEAD_NOT_FOUND_FOR_REDELIVERY,
  type LeadRedelivery,
  leadParamsSchema,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { leads } from "../../db/sponsors-schema";
import { redeliverLead } from "../../lead-delivery/deliveries";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";

export const redeliverLeadRoute = async (app: App) => {
  app.post(
    "/leads/:id/redeliver",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Deliver a lead again to each of its destinations (admin, audited): every delivery pending now with a fresh 24 h window (a rejected lead or an erased member's is skipped again)",
        params: leadParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "redeliver", subject: "leadDelivery" }),
    },
    async (request): Promise<LeadRedelivery> => {
      const { id } = request.params;
      const queued = await app.db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.id, id))
          .for("update");
        if (!lead) throw new NotFoundError(LEAD_NOT_FOUND_FOR_REDELIVERY);
        const destinations = await redeliverLead(tx, id);
        await recordAudit(tx, request, {
          action: "lead.redeliver",
          targetType: "lead",
          targetId: id,
          summary: `queued again for ${destinations.length} destination(s)`,
        });
        return destinations.length;
      });
      app.jobs.kick();
      return { queued };
    },
  );
};
