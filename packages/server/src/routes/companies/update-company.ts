import { type CompanyData, companyParamsSchema, companySchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { change, recordAudit } from "../../audit/audit-log";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { presentBranding, presentCompany } from "../../presenters/company";
import { brandingChanges, brandingValues } from "./branding-values";
import { companyBrandColumns, companyCardColumns, defaultDescription } from "./company-queries";
import { COMPANY_NAME_INDEX, COMPANY_NAME_TAKEN, COMPANY_NOT_FOUND } from "./messages";

/** One statement: the new values, the description rule and the returned card with its count. */
const updateCompany = async (
  db: Database,
  id: number,
  input: CompanyData,
  request: FastifyRequest,
) => {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select(companyBrandColumns)
        .from(companies)
        .where(eq(companies.id, id))
        .for("update");
      if (!before) return null;
      const [company] = await tx
        .update(companies)
        .set({
          name: input.name,
          baseUrl: input.base_url,
          logoUrl: input.logo_url,
          // A description that is still the default follows the rename; one an admin wrote by
          // hand stays. Decided against the row's current name, inside the same statement.
          description: sql`case when ${companies.description} in ('', ${companies.name} || ' Website') then ${defaultDescription(input.name)} else ${companies.description} end`,
          // Branding fields left out of the body stay as they are.
          ...brandingValues(input),
          updatedAt: sql`now()`,
        })
        .where(eq(companies.id, id))
        .returning(companyCardColumns);
      await recordAudit(tx, request, {
        action: "company.update",
        targetType: "company",
        targetId: id,
        summary: [
          change("name", before.name, input.name),
          change("base_url", before.baseUrl, input.base_url),
          change("logo_url", before.logoUrl, input.logo_url),
          ...brandingChanges(input, presentBranding(before)),
        ].join("; "),
      });
      return company ?? null;
    });
  } catch (error) {
    // The unique index, not a prior lookup, decides: two renames racing can't both win.
    if (isUniqueViolation(error, COMPANY_NAME_INDEX)) {
      throw new ConflictError(COMPANY_NAME_TAKEN, { name: COMPANY_NAME_TAKEN });
    }
    throw error;
  }
};

export const updateCompanyRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["companies"],
        summary:
          "Edit a company's name, base URL and logo URL, and optionally its registration page's branding (admin)",
        params: companyParamsSchema,
        body: companySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "company" }),
    },
    async (request) => {
      const company = await updateCompany(app.db, request.params.id, request.body, request);
      if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
      return { company: presentCompany(company) };
    },
  );
};
