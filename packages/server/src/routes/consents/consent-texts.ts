import {
  CONSENT_PURPOSES,
  type ConsentText,
  companyParamsSchema,
  consentTextSchema,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { addConsentTextVersion, currentConsentTexts } from "../../consent/consent-texts";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { COMPANY_NOT_FOUND } from "../companies/messages";

const present = (row: { purpose: ConsentText["purpose"]; version: number; text: string }) => ({
  purpose: row.purpose,
  version: row.version,
  text: row.text,
});

export const consentTextRoutes = async (app: App) => {
  app.get(
    "/company/:id/consent-texts",
    {
      schema: {
        tags: ["consents"],
        summary: "A brand's current consent wordings (public: its registration page shows them)",
        params: companyParamsSchema,
      },
    },
    async (request) => {
      const texts = await currentConsentTexts(app.db, request.params.id);
      if (texts.size === 0) throw new NotFoundError(COMPANY_NOT_FOUND);
      // In the order the registration page shows them.
      return {
        texts: CONSENT_PURPOSES.flatMap((purpose) => {
          const text = texts.get(purpose);
          return text ? [present(text)] : [];
        }),
      };
    },
  );

  app.put(
    "/company/:id/consent-texts",
    {
      schema: {
        tags: ["consents"],
        summary: "A new version of one consent wording of a brand (admin)",
        params: companyParamsSchema,
        body: consentTextSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "consentTexts" }),
    },
    async (request) => {
      const companyId = request.params.id;
      const [company] = await app.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
      const { purpose, text } = request.body;
      const current = (await currentConsentTexts(app.db, companyId)).get(purpose);
      // The same wording again is not a new version.
      if (current?.text === text) return { text: present(current) };
      const row = await app.db.transaction(async (tx) => {
        const added = await addConsentTextVersion(tx, {
          companyId,
          purpose,
          text,
          createdBy: actorOf(request).id,
        });
        await recordAudit(tx, request, {
          action: "consent_text.update",
          targetType: "company",
          targetId: companyId,
          summary: `${purpose} wording version ${added.version}: ${change("text", current?.text ?? null, text)}`,
        });
        return added;
      });
      return { text: present(row) };
    },
  );
};
