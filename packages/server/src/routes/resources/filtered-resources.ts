import { filteredResourcesSchema } from "@sector/shared";
import { sendJsonText } from "../../cache/read-caches";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { companyExists } from "../companies/company-queries";
import { COMPANY_NOT_FOUND } from "../companies/messages";
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
    async (request, reply) => {
      const { company_id, preferences, page } = request.body;
      // Members with the same topics share pages: one key whatever the order of the topics.
      const topics = [...new Set(preferences)].sort((a, b) => a - b);
      const answer = await app.caches.feedPages.get(
        `${company_id}:${topics.join(",")}:${page}`,
        async () => {
          const data = await feedPage(app.db, {
            companyId: company_id,
            preferenceIds: topics,
            page,
          });
          // Rows prove the company exists; only an empty page needs the extra look-up.
          if (data.length === 0 && !(await companyExists(app.db, company_id))) return null;
          return JSON.stringify({ data });
        },
      );
      if (answer === null) throw new NotFoundError(COMPANY_NOT_FOUND);
      return sendJsonText(reply, answer);
    },
  );
};
