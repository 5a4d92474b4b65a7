import { filteredResourcesSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { COMPANY_NOT_FOUND, companyExists } from "../companies/company-queries";
import { feedPage } from "./queries/feed-page";

export const filteredResourcesRoute = async (app: App) => {
  app.post(
    "/filtered",
    {
      schema: {
        tags: ["resources"],
        summary: "A feed page (12 resources, newest first) of a company, by preferences: { data }",
        body: filteredResourcesSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "feed" }),
    },
    async (request) => {
      const { company_id, preferences, page } = request.body;
      const data = await feedPage(app.db, {
        companyId: company_id,
        preferenceIds: preferences,
        page,
      });
      // Rows prove the company exists; only an empty page needs the extra look-up.
      if (data.length === 0 && !(await companyExists(app.db, company_id))) {
        throw new NotFoundError(COMPANY_NOT_FOUND);
      }
      return { data };
    },
  );
};
