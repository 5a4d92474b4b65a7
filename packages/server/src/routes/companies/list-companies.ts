import { sql } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { presentCompany } from "../../presenters/company";
import { companyCardColumns } from "./company-queries";

export const listCompaniesRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["companies"],
        summary: "Every company with its number of preferences, by name",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "company" }),
    },
    async () => {
      const rows = await app.db
        .select(companyCardColumns)
        .from(companies)
        .orderBy(sql`lower(${companies.name})`, companies.id);
      return { companies: rows.map(presentCompany) };
    },
  );
};
