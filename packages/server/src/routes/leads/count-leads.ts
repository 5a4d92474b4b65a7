import { leadFiltersSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { checkLeadFilters } from "./lead-filters-check";
import { countLeads } from "./lead-query";

export const countLeadsRoute = async (app: App) => {
  app.get(
    "/count",
    {
      schema: {
        tags: ["leads"],
        summary: "How many members the lead filters select (admin)",
        querystring: leadFiltersSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "export", subject: "leads" }),
    },
    async (request) => {
      await checkLeadFilters(app, request.query);
      return { count: await countLeads(app.db, request.query) };
    },
  );
};
