import { createMailingSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { mailings } from "../../db/mailings-schema";
import { newsletters } from "../../db/newsletters-schema";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { checkReferences, mailingFields, mailingReport } from "./mailing-queries";
import { BRAND_NOT_FOUND } from "./messages";

export const createMailingRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "Start a draft mailing to a segment of a brand's members under the resources or partners consent (staff); a partners mailing names its sponsor",
        body: createMailingSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "mailing" }),
    },
    async (request, reply) => {
      const body = request.body;
      const id = await app.db.transaction(async (tx) => {
        const [brand] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, body.company_id));
        if (!brand) throw fieldError("company_id", BRAND_NOT_FOUND);
        const refs = await checkReferences(tx, body.company_id, body);
        const [row] = await tx
          .insert(newsletters)
          .values({
            kind: "mailing",
            companyId: body.company_id,
            subject: body.subject,
            windowStart: sql`now()`,
            createdBy: actorOf(request).id,
          })
          .returning({ id: newsletters.id });
        if (!row) throw new Error("mailing not stored");
        await tx.insert(mailings).values({ newsletterId: row.id, ...mailingFields(body, refs) });
        await recordAudit(tx, request, {
          action: "mailing.create",
          targetType: "mailing",
          targetId: row.id,
          summary: `draft ${body.purpose} mailing of ${brand.name}: ${body.subject}`,
        });
        return row.id;
      });
      return reply.status(201).send({ mailing: await mailingReport(app.db, id) });
    },
  );
};
