import { companyParamsSchema, type SponsorWording, sponsorWordingSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { sponsorWording } from "../../consent/consent-texts";
import { companies, consentTexts } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { COMPANY_NOT_FOUND } from "../companies/messages";

const brandExists = async (app: App, id: number) => {
  const [row] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw new NotFoundError(COMPANY_NOT_FOUND);
};

/**
 * The sponsor dialog's wording of a brand, versioned like the consent texts: a change is a new
 * version, and each share's consent event points at the version its member read.
 */
export const sponsorWordingRoutes = async (app: App) => {
  app.get(
    "/company/:id/sponsor-wording",
    {
      schema: {
        tags: ["sponsors"],
        summary: "A brand's current sponsor-dialog wording, {sponsor} where the name goes (admin)",
        params: companyParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "sponsor" }),
    },
    async (request): Promise<{ wording: SponsorWording }> => {
      await brandExists(app, request.params.id);
      const { version, text } = await sponsorWording(app.db, request.params.id);
      return { wording: { version, text } };
    },
  );

  app.put(
    "/company/:id/sponsor-wording",
    {
      schema: {
        tags: ["sponsors"],
        summary: "A new version of a brand's sponsor-dialog wording (admin)",
        params: companyParamsSchema,
        body: sponsorWordingSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "sponsor" }),
    },
    async (request): Promise<{ wording: SponsorWording }> => {
      const companyId = request.params.id;
      await brandExists(app, companyId);
      const { text } = request.body;
      return app.db.transaction(async (tx) => {
        const current = await sponsorWording(tx, companyId);
        if (current.text === text) return { wording: { version: current.version, text } };
        const [added] = await tx
          .insert(consentTexts)
          .values({
            companyId,
            purpose: "sponsor",
            text,
            version: current.version + 1,
            createdBy: actorOf(request).id,
          })
          .returning({ version: consentTexts.version });
        if (!added) throw new Error("sponsor wording not stored");
        await recordAudit(tx, request, {
          action: "consent_text.update",
          targetType: "company",
          targetId: companyId,
          summary: `sponsor wording version ${added.version}: ${change("text", current.text, text)}`,
        });
        return { wording: { version: added.version, text } };
      });
    },
  );
};
