import {
  LEAD_DESTINATION_KIND_FIXED,
  LEAD_DESTINATION_NOT_FOUND,
  leadDestinationParamsSchema,
  updateLeadDestinationSchema,
} from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { leadDestinations } from "../../db/lead-delivery-schema";
import { ensureDeliveryJob } from "../../lead-delivery/deliveries";
import { sealSettings } from "../../lead-delivery/settings-box";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { presentLeadDestination } from "../../presenters/lead-destination";
import { findDestination } from "./destination-queries";
import { checkAddresses, syncWebhook } from "./destination-rules";

export const updateDestinationRoute = async (app: App) => {
  app.put(
    "/sponsors/:id/destinations/:d",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Change a lead destination (admin, audited): the whole destination again, its kind unchanged; a secret absent or sent back as “••••” is kept; activated again, what waited goes out",
        params: leadDestinationParamsSchema,
        body: updateLeadDestinationSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "leadDestination" }),
    },
    async (request) => {
      const { id: sponsorId, d } = request.params;
      const body = request.body;
      await checkAddresses(body.kind, body.settings, app.config.webhookAddresses);
      const changed = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(leadDestinations)
          .where(and(eq(leadDestinations.id, d), eq(leadDestinations.sponsorId, sponsorId)))
          .for("update");
        if (!before) throw new NotFoundError(LEAD_DESTINATION_NOT_FOUND);
        if (before.kind !== body.kind) throw fieldError("kind", LEAD_DESTINATION_KIND_FIXED);
        await tx
          .update(leadDestinations)
          .set({
            name: body.name,
            settings: sealSettings(
              body.kind,
              body.settings,
              app.config.mfaEncryptionKey,
              before.settings,
            ),
            fieldMap: body.field_map,
            active: body.active,
            updatedAt: sql`now()`,
          })
          .where(eq(leadDestinations.id, d));
        await syncWebhook(tx, d);
        if (body.active) await ensureDeliveryJob(tx, d);
        const what = [
          before.name !== body.name ? `name “${before.name}” → “${body.name}”` : null,
          before.active !== body.active ? `active ${before.active} → ${body.active}` : null,
          JSON.stringify(before.fieldMap) !== JSON.stringify(body.field_map) ? "field map" : null,
          "settings",
        ].filter(Boolean);
        await recordAudit(tx, request, {
          action: "lead_destination.update",
          targetType: "lead_destination",
          targetId: d,
          // Never a secret: which parts were sent, not their values.
          summary: `${body.kind} destination “${body.name}”: ${what.join(", ")}`,
        });
        return body.active;
      });
      if (changed) app.jobs.kick();
      const destination = await findDestination(app.db, sponsorId, d);
      if (!destination) throw new NotFoundError(LEAD_DESTINATION_NOT_FOUND);
      return { destination: presentLeadDestination(destination) };
    },
  );
};
