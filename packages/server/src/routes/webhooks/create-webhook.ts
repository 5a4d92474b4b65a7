import { type CreatedWebhook, createWebhookSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { companies, sponsors } from "../../db/schema";
import { webhookEndpoints } from "../../db/webhooks-schema";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { urlAddressProblem } from "../../webhooks/address-policy";
import { generateWebhookSecret } from "../../webhooks/secret";
import { BRAND_NOT_FOUND, SPONSOR_NOT_FOUND } from "./messages";

export const createWebhookRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["webhooks"],
        summary:
          "Add a webhook endpoint (admin): its events and optionally a brand or a sponsor (then its lead events only: lead.created, lead.rejected); answers its signing secret, this once",
        body: createWebhookSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "webhook" }),
    },
    async (request, reply) => {
      const {
        url,
        events,
        company_id: companyId = null,
        sponsor_id: sponsorId = null,
      } = request.body;
      // Where the URL leads is checked now (its address, or its name's addresses) and again at
      // each delivery (a name's address may change): src/webhooks/address-policy.ts.
      const problem = await urlAddressProblem(new URL(url), app.config.webhookAddresses);
      if (problem) throw fieldError("url", problem);
      let brand: string | null = null;
      if (companyId !== null) {
        const [company] = await app.db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, companyId));
        if (!company) throw fieldError("company_id", BRAND_NOT_FOUND);
        brand = company.name;
      }
      let sponsor: string | null = null;
      if (sponsorId !== null) {
        const [row] = await app.db
          .select({ name: sponsors.name })
          .from(sponsors)
          .where(eq(sponsors.id, sponsorId));
        if (!row) throw fieldError("sponsor_id", SPONSOR_NOT_FOUND);
        sponsor = row.name;
      }
      const secret = generateWebhookSecret();
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ url, events, companyId, sponsorId, secret })
          .returning({ id: webhookEndpoints.id });
        if (!row) throw new Error("webhook endpoint not stored");
        await recordAudit(tx, request, {
          action: "webhook.create",
          targetType: "webhook",
          targetId: row.id,
          summary: `${url} for ${events.join(", ")} of ${brand ?? "every brand"}${sponsor ? `, leads of ${sponsor} only` : ""}`,
        });
        return row;
      });
      const webhook: CreatedWebhook = { id: created.id, url, events, secret };
      return reply.status(201).send({ webhook });
    },
  );
};
