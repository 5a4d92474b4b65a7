import { createLeadDestinationSchema, sponsorDestinationsParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { leadDestinations } from "../../db/lead-delivery-schema";
import { sponsors } from "../../db/schema";
import { sealSettings } from "../../lead-delivery/settings-box";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentLeadDestination } from "../../presenters/lead-destination";
import { findDestination } from "./destination-queries";
import { checkAddresses, SPONSOR_NOT_FOUND, syncWebhook } from "./destination-rules";

export const createDestinationRoute = async (app: App) => {
  app.post(
    "/sponsors/:id/destinations",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Add a lead destination to a sponsor (admin, audited): HubSpot, Salesforce, Marketo, SFTP or a signed https webhook; its settings' secrets encrypted and never answered, its field map over our fields; each lead of the sponsor made from now on is delivered to it",
        params: sponsorDestinationsParamsSchema,
        body: createLeadDestinationSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "leadDestination" }),
    },
    async (request, reply) => {
      const { id: sponsorId } = request.params;
      const body = request.body;
      const [sponsor] = await app.db
        .select({ name: sponsors.name })
        .from(sponsors)
        .where(eq(sponsors.id, sponsorId));
      if (!sponsor) throw new NotFoundError(SPONSOR_NOT_FOUND);
      await checkAddresses(body.kind, body.settings, app.config.webhookAddresses);
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(leadDestinations)
          .values({
            sponsorId,
            kind: body.kind,
            name: body.name,
            settings: sealSettings(body.kind, body.settings, app.config.mfaEncryptionKey),
            fieldMap: body.field_map,
            active: body.active,
          })
          .returning({ id: leadDestinations.id });
        if (!row) throw new Error("lead destination not stored");
        await syncWebhook(tx, row.id);
        await recordAudit(tx, request, {
          action: "lead_destination.create",
          targetType: "lead_destination",
          targetId: row.id,
          summary: `${body.kind} destination “${body.name}” for ${sponsor.name}${body.active ? "" : " (inactive)"}`,
        });
        return row.id;
      });
      const destination = await findDestination(app.db, sponsorId, id);
      if (!destination) throw new Error("lead destination not found after insert");
      return reply.status(201).send({ destination: presentLeadDestination(destination) });
    },
  );
};
