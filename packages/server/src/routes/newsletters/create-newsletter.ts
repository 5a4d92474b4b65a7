import { createNewsletterSchema, defaultNewsletterSubject } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { newsletters } from "../../db/newsletters-schema";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { windowStartSql } from "../../newsletters/start-edition";
import { BRAND_NOT_FOUND } from "./messages";
import { findNewsletter, withCounts } from "./newsletter-queries";

export const createNewsletterRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "Start a draft edition of a brand's newsletter (staff); its window runs from the brand's last edition (or 7 days back) to the moment it is sent",
        body: createNewsletterSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "newsletter" }),
    },
    async (request, reply) => {
      const { company_id: companyId, subject, intro } = request.body;
      const id = await app.db.transaction(async (tx) => {
        const [brand] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, companyId));
        if (!brand) throw fieldError("company_id", BRAND_NOT_FOUND);
        const [row] = await tx
          .insert(newsletters)
          .values({
            companyId,
            subject: subject ?? defaultNewsletterSubject(brand.name),
            intro: intro ?? "",
            // Set again when it is sent; shown meanwhile.
            windowStart: sql`now()`,
            createdBy: actorOf(request).id,
          })
          .returning({ id: newsletters.id });
        if (!row) throw new Error("newsletter not stored");
        await tx
          .update(newsletters)
          .set({ windowStart: windowStartSql })
          .where(eq(newsletters.id, row.id));
        await recordAudit(tx, request, {
          action: "newsletter.create",
          targetType: "newsletter",
          targetId: row.id,
          summary: `draft edition of ${brand.name}`,
        });
        return row.id;
      });
      const row = await findNewsletter(app.db, id);
      if (!row) throw new Error("newsletter not found after insert");
      const [newsletter] = await withCounts(app.db, [row]);
      return reply.status(201).send({ newsletter });
    },
  );
};
