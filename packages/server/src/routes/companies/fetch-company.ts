import { fetchCompanySchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentCompanyBrand } from "../../presenters/company";
import { companyBrandColumns } from "./company-queries";
import { COMPANY_NOT_FOUND } from "./messages";

/** Public: a registration page looks its brand up by sector code (CIO, CMO, CHRO, CRO). */
export const fetchCompanyRoute = async (app: App) => {
  app.post(
    "/fetch-company",
    {
      schema: {
        tags: ["companies"],
        summary: "A company and its brand by sector code (public, for registration pages)",
        body: fetchCompanySchema,
      },
    },
    async (request) => {
      const code = request.body.company_name.toLowerCase();
      // lower(name) is what the unique index holds: an index lookup, case-insensitive.
      const [company] = await app.db
        .select(companyBrandColumns)
        .from(companies)
        .where(eq(sql`lower(${companies.name})`, code))
        .limit(1);
      if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
      return { company: presentCompanyBrand(company) };
    },
  );
};
