import { fetchCompanySchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentCompanyBrand } from "../../presenters/company";
import { findCompanyBrand } from "./company-queries";
import { COMPANY_NOT_FOUND } from "./messages";

/**
 * Public: a registration page looks its brand up by code (the company name, CIO, CMO, … or any
 * brand added since), with everything the page is branded with.
 */
export const fetchCompanyRoute = async (app: App) => {
  app.post(
    "/fetch-company",
    {
      schema: {
        tags: ["companies"],
        summary: "A company and its registration page's branding by code (public)",
        body: fetchCompanySchema,
      },
    },
    async (request) => {
      const company = await findCompanyBrand(app.db, request.body.company_name);
      if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
      return { company: presentCompanyBrand(company) };
    },
  );
};
