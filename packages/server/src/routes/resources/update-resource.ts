import { resourceParamsSchema, updateResourceSchema } from "@sector/shared";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { resourceEdits, resourcePreferences, resources } from "../../db/schema";
import { saveEvent } from "../../events/save-event";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { eventSaveContext } from "../events/registration-context";
import {
  FOREIGN_PREFERENCES,
  inOtherCampaign,
  RESOURCE_NOT_FOUND,
  SPONSOR_NOT_FOUND,
} from "./messages";
import { lockCompanyPreferences } from "./queries/company-checks";
import { findResource } from "./queries/resource-rows";
import { campaignOfOtherSponsor, sponsorExists } from "./queries/sponsor-checks";

export const updateResourceRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["resources"],
        summary: "Edit a resource (admin, employee): returns { resource }, records the editor",
        params: resourceParamsSchema,
        body: updateResourceSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "resource" }),
    },
    async (request) => {
      const { id } = request.params;
      const data = request.body;
      const editorId = actorOf(request).id;
      await app.db.transaction(async (tx) => {
        // Row lock: two simultaneous edits of one resource apply one after the other.
        const [existing] = await tx
          .select({
            companyId: resources.companyId,
            title: resources.title,
            resourceUrl: resources.resourceUrl,
            imageBg: resources.imageBg,
            sponsorId: resources.sponsorId,
          })
          .from(resources)
          .where(eq(resources.id, id))
          .for("update");
        if (!existing) throw new NotFoundError(RESOURCE_NOT_FOUND);
        if (!(await lockCompanyPreferences(tx, existing.companyId, data.preferences))) {
          throw fieldError("preferences", FOREIGN_PREFERENCES);
        }
        // Absent: the sponsor stays (SPEC's body has no sponsor_id).
        const sponsorId = data.sponsor_id === undefined ? existing.sponsorId : data.sponsor_id;
        if (sponsorId !== existing.sponsorId) {
          if (sponsorId !== null && !(await sponsorExists(tx, sponsorId))) {
            throw fieldError("sponsor_id", SPONSOR_NOT_FOUND);
          }
          const holding = await campaignOfOtherSponsor(tx, id, sponsorId);
          if (holding) throw fieldError("sponsor_id", inOtherCampaign(holding));
        }
        // now() is the transaction's start time: updated_at and the edit entry get the same one.
        await tx
          .update(resources)
          .set({
            title: data.title,
            resourceUrl: data.resource_url,
            imageBg: data.image_bg,
            sponsorId,
            updatedAt: sql`now()`,
          })
          .where(eq(resources.id, id));
        await tx
          .delete(resourcePreferences)
          .where(
            and(
              eq(resourcePreferences.resourceId, id),
              notInArray(resourcePreferences.preferenceId, data.preferences),
            ),
          );
        await tx
          .insert(resourcePreferences)
          .values(data.preferences.map((preferenceId) => ({ resourceId: id, preferenceId })))
          .onConflictDoNothing();
        await tx.insert(resourceEdits).values({ resourceId: id, userId: editorId, at: sql`now()` });
        const changed = [
          ["title", existing.title, data.title],
          ["resource_url", existing.resourceUrl, data.resource_url],
          ["image_bg", existing.imageBg, data.image_bg],
          ["sponsor_id", existing.sponsorId, sponsorId],
        ].filter(([, before, after]) => before !== after);
        const event = await saveEvent(
          tx,
          id,
          data.event,
          eventSaveContext(app),
          existing.title !== data.title,
        );
        await recordAudit(tx, request, {
          action: "resource.update",
          targetType: "resource",
          targetId: id,
          summary: [
            ...changed.map(([what, before, after]) => change(String(what), before, after)),
            ...(event ? [event] : []),
            `topics: ${JSON.stringify(data.preferences)}`,
          ].join("; "),
        });
      });
      // An event's updated invites, or the waitlist's promotions, leave now, not at the next poll.
      app.jobs.kick();
      return { resource: await findResource(app.db, id) };
    },
  );
};
