import { createResourceSchema, SELECT_COMPANY_MESSAGE } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { resourcePreferences, resources } from "../../db/schema";
import { saveEvent } from "../../events/save-event";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { eventSaveContext } from "../events/registration-context";
import { FOREIGN_PREFERENCES, SPONSOR_NOT_FOUND } from "./messages";
import { lockCompany, lockCompanyPreferences } from "./queries/company-checks";
import { findResource } from "./queries/resource-rows";
import { sponsorExists } from "./queries/sponsor-checks";

export const createResourceRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["resources"],
        summary: "Upload a resource (admin, employee): returns 201 { resource }",
        body: createResourceSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "resource" }),
    },
    async (request, reply) => {
      const data = request.body;
      // The creator is whoever is signed in; a `generated_by` in the body is not trusted.
      const creatorId = actorOf(request).id;
      const id = await app.db.transaction(async (tx) => {
        if (!(await lockCompany(tx, data.company_id))) {
          // An unknown company reads as none chosen: the upload form's own message.
          throw fieldError("company_id", SELECT_COMPANY_MESSAGE);
        }
        if (!(await lockCompanyPreferences(tx, data.company_id, data.preference_ids))) {
          throw fieldError("preference_ids", FOREIGN_PREFERENCES);
        }
        const sponsorId = data.sponsor_id ?? null;
        if (sponsorId !== null && !(await sponsorExists(tx, sponsorId))) {
          throw fieldError("sponsor_id", SPONSOR_NOT_FOUND);
        }
        const [created] = await tx
          .insert(resources)
          .values({
            title: data.title,
            resourceUrl: data.resource_url,
            imageBg: data.image_bg,
            companyId: data.company_id,
            createdBy: creatorId,
            sponsorId,
          })
          .returning({ id: resources.id });
        if (!created) throw new Error("insert into resources returned no row");
        await tx
          .insert(resourcePreferences)
          .values(
            data.preference_ids.map((preferenceId) => ({ resourceId: created.id, preferenceId })),
          );
        const event = await saveEvent(tx, created.id, data.event, eventSaveContext(app));
        await recordAudit(tx, request, {
          action: "resource.create",
          targetType: "resource",
          targetId: created.id,
          summary: `uploaded ${JSON.stringify(data.title)} to company ${data.company_id}${sponsorId === null ? "" : `, sponsor ${sponsorId}`}${event ? `, ${event}` : ""}`,
        });
        return created.id;
      });
      // An event's updated invites, or the waitlist's promotions, leave now, not at the next poll.
      app.jobs.kick();
      const resource = await findResource(app.db, id);
      return reply.status(201).send({ resource });
    },
  );
};
