import { listResourcesSchema, type Resource } from "@sector/shared";
import { archiveKey } from "../../cache/page-keys";
import { jsonBytes, sendJsonBytes } from "../../cache/read-caches";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { companyExists } from "../companies/company-queries";
import { COMPANY_NOT_FOUND } from "../companies/messages";
import { type ArchiveInput, archivePage, resolveSearch } from "./queries/archive-page";
import { counterTotal, countSearch, searchCountKey } from "./queries/archive-total";

export const listResourcesRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["resources"],
        summary:
          "The resource archive (admin, employee): paged, searchable, by company; { resources, totalResources }",
        querystring: listResourcesSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "resource" }),
    },
    async (request, reply) => {
      const query = request.query;
      const input: ArchiveInput = {
        page: query.page,
        limit: query.limit,
        companyId: query.companyId,
        createSortOrder: query.createSortOrder,
        updateSortOrder: query.updateSortOrder,
        search: query.debouncedValue,
      };
      const key = archiveKey(input.companyId, JSON.stringify(input));
      const answer = await app.caches.archivePages.get(key, async () => {
        const page = await readArchive(app, input);
        return page && jsonBytes(page);
      });
      if (answer === null) throw new NotFoundError(COMPANY_NOT_FOUND);
      return sendJsonBytes(reply, answer);
    },
  );
};

interface ArchiveAnswer {
  resources: Resource[];
  totalResources: number;
}

/** A page of the archive and its exact total; null when the company filtered by is unknown. */
const readArchive = async (app: App, input: ArchiveInput): Promise<ArchiveAnswer | null> => {
  const search = await resolveSearch(app.db, input.search);
  const countKey = search && searchCountKey(input, search);
  // A search counted before tells the page how common its matches are (the page's plan).
  const known = countKey ? app.caches.searchCounts.peek(countKey) : undefined;
  const share = known && known.all > 0 ? known.count / known.all : null;
  // Two statements side by side on the pool: the page with its details, and the total.
  const [resources, totalResources] = await Promise.all([
    archivePage(app.db, input, search, share),
    search && countKey
      ? app.caches.searchCounts
          .get(countKey, () => countSearch(app.db, input, search))
          .then((counted) => counted?.count ?? 0)
      : counterTotal(app.db, input.companyId),
  ]);
  if (
    totalResources === 0 &&
    input.companyId !== undefined &&
    !(await companyExists(app.db, input.companyId))
  ) {
    return null;
  }
  return { resources, totalResources };
};
