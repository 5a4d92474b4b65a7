import { encodeFeedCursor, type FeedPage, filteredResourcesSchema } from "@sector/shared";
import { feedPageKey } from "../../cache/page-keys";
import { jsonBytes, sendJsonBytes } from "../../cache/read-caches";
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
        summary:
          "A feed page (12 resources, newest first) of a company, by preferences: { data, next }. " +
          "Send `next` back as `cursor` for the page after it (cheap at any depth); `page` alone still works.",
        body: filteredResourcesSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "feed" }),
    },
    async (request, reply) => {
      const { company_id, preferences, page, cursor } = request.body;
      // Members with the same topics share pages: one key whatever the order of the topics.
      const topics = [...new Set(preferences)].sort((a, b) => a - b);
      const start = cursor === undefined ? `p${page}` : `a${cursor}`;
      const answer = await app.caches.feedPages.get(
        feedPageKey(company_id, topics, start),
        async () => {
          const data = await feedPage(app.db, {
            companyId: company_id,
            preferenceIds: topics,
            page,
            after: cursor,
          });
          // Rows prove the company exists; only an empty page needs the extra look-up.
          if (data.length === 0 && !(await companyExists(app.db, company_id))) return null;
          const last = data.at(-1);
          const answer: FeedPage = { data, next: last ? encodeFeedCursor(last.id) : null };
          return jsonBytes(answer);
        },
      );
      if (answer === null) throw new NotFoundError(COMPANY_NOT_FOUND);
      return sendJsonBytes(reply, answer);
    },
  );
};
