import { listResourcesSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { COMPANY_NOT_FOUND } from "./messages";
import {
  type ArchiveInput,
  archiveCountQuery,
  archivePageQuery,
  resolveSearch,
} from "./queries/archive-page";
import { companyExists } from "./queries/company-checks";
import { withDetails } from "./queries/resource-rows";

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
    async (request) => {
      const query = request.query;
      const input: ArchiveInput = {
        page: query.page,
        limit: query.limit,
        companyId: query.companyId,
        createSortOrder: query.createSortOrder,
        updateSortOrder: query.updateSortOrder,
        search: query.debouncedValue,
      };
      const search = await resolveSearch(app.db, input.search);
      const [rows, [total]] = await Promise.all([
        archivePageQuery(app.db, input, search),
        archiveCountQuery(app.db, input, search),
      ]);
      const totalResources = total?.count ?? 0;
      if (
        totalResources === 0 &&
        input.companyId !== undefined &&
        !(await companyExists(app.db, input.companyId))
      ) {
        throw new NotFoundError(COMPANY_NOT_FOUND);
      }
      return { resources: await withDetails(app.db, rows), totalResources };
    },
  );
};
