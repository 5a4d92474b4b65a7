import { resourceParamsSchema, resourceSponsorSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { resourceEdits, resources } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { inOtherCampaign, RESOURCE_NOT_FOUND, SPONSOR_NOT_FOUND } from "./messages";
import { findResource } from "./queries/resource-rows";
import { campaignOfOtherSponsor, sponsorExists } from "./queries/sponsor-checks";

/**
 * PUT /resources/{id}/sponsor: the resource's sponsor alone (issue 64), so the campaign editor
 * can mark a resource as sponsored without sending the whole resource back (which could undo
 * an edit made meanwhile). The same rules as PUT /resources/{id}'s `sponsor_id`: the sponsor
 * must exist, and a resource does not leave another sponsor's running campaign. Admin only,
 * like every sponsor call: it decides whose leads a resource collects.
 */
export const setResourceSponsorRoute = async (app: App) => {
  app.put(
    "/:id/sponsor",
    {
      schema: {
        tags: ["resources"],
        summary: "Set a resource's sponsor (admin): returns { resource }, audited",
        params: resourceParamsSchema,
        body: resourceSponsorSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "sponsor" }),
    },
    async (request) => {
      const { id } = request.params;
      const sponsorId = request.body.sponsor_id;
      await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ sponsorId: resources.sponsorId })
          .from(resources)
          .where(eq(resources.id, id))
          .for("update");
        if (!existing) throw new NotFoundError(RESOURCE_NOT_FOUND);
        // Already so: nothing to write, nothing to audit.
        if (existing.sponsorId === sponsorId) return;
        if (sponsorId !== null && !(await sponsorExists(tx, sponsorId))) {
          throw fieldError("sponsor_id", SPONSOR_NOT_FOUND);
        }
        const holding = await campaignOfOtherSponsor(tx, id, sponsorId);
        if (holding) throw fieldError("sponsor_id", inOtherCampaign(holding));
        // An edit like any other: the archive's "updated" and its editors show it.
        await tx
          .update(resources)
          .set({ sponsorId, updatedAt: sql`now()` })
          .where(eq(resources.id, id));
        await tx
          .insert(resourceEdits)
          .values({ resourceId: id, userId: actorOf(request).id, at: sql`now()` });
        await recordAudit(tx, request, {
          action: "resource.update",
          targetType: "resource",
          targetId: id,
          summary: change("sponsor_id", existing.sponsorId, sponsorId),
        });
      });
      return { resource: await findResource(app.db, id) };
    },
  );
};
