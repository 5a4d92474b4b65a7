import { campaignLeadParamsSchema, type LeadJudgement, rejectLeadSchema } from "@sector/shared";
import { auditActorOf } from "../../audit/audit-log";
import type { App } from "../../lib/app-type";
import { rejectLead, restoreLead } from "../../sponsors/lead-judgement";

/** Sending a lead back to the sponsor, and undoing that (admin, audited). */
export const judgeLeadRoutes = async (app: App) => {
  app.post(
    "/:id/leads/:leadId/reject",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Reject a lead for its sponsor (admin, audited): it stays in the file with its reason but no longer counts toward the cap, and a lead.rejected event goes out; 409 when already rejected",
        params: campaignLeadParamsSchema,
        body: rejectLeadSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "reject", subject: "campaignLead" }),
    },
    async (request): Promise<LeadJudgement> =>
      rejectLead(app.db, {
        campaignId: request.params.id,
        leadId: request.params.leadId,
        reason: request.body.reason,
        note: request.body.note ?? null,
        by: auditActorOf(request),
      }),
  );

  app.post(
    "/:id/leads/:leadId/restore",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Undo a lead's rejection (admin, audited): it counts toward the cap again, so 409 when the campaign already has its cap of accepted leads, or when the lead is not rejected",
        params: campaignLeadParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "restore", subject: "campaignLead" }),
    },
    async (request): Promise<LeadJudgement> =>
      restoreLead(app.db, {
        campaignId: request.params.id,
        leadId: request.params.leadId,
        by: auditActorOf(request),
      }),
  );
};
