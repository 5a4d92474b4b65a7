import { companySchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { ConflictError } from "../../lib/errors";
import { presentCompany } from "../../presenters/company";
import { brandingChanges, brandingValues } from "./branding-values";
import { defaultDescription } from "./company-queries";
import { COMPANY_NAME_TAKEN } from "./messages";

export const createCompanyRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["companies"],
        summary:
          "Add a company (admin), optionally with its registration page's branding; its name is unique whatever the case",
        body: companySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "company" }),
    },
    async (request, reply) => {
      const { name, base_url, logo_url } = request.body;
      // The only unique index besides the serial key is lower(name): when a name is taken,
      // even by a request racing this one, nothing is inserted and no row comes back.
      const company = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(companies)
          .values({
            name,
            baseUrl: base_url,
            logoUrl: logo_url,
            description: defaultDescription(name),
            ...brandingValues(request.body),
          })
          .onConflictDoNothing()
          .returning();
        if (created) {
          await recordAudit(tx, request, {
            action: "company.create",
            targetType: "company",
            targetId: created.id,
            summary: [
              `created ${JSON.stringify(name)} (${base_url})`,
              ...brandingChanges(request.body),
            ].join("; "),
          });
        }
        return created;
      });
      if (!company) throw new ConflictError(COMPANY_NAME_TAKEN, { name: COMPANY_NAME_TAKEN });
      return reply
        .status(201)
        .send({ company: presentCompany({ ...company, preferenceCount: 0 }) });
    },
  );
};
