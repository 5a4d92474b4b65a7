import { listNewslettersSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { listNewsletters, withCounts } from "./newsletter-queries";

export const listNewslettersRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["newsletters"],
        summary: "Editions, newest first, one page, with their counts (staff)",
        querystring: listNewslettersSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "newsletter" }),
    },
    async (request) => {
      const { company_id: companyId, page, pageSize } = request.query;
      const { rows, total } = await listNewsletters(app.db, { companyId, page, pageSize });
      return { newsletters: await withCounts(app.db, rows), totalNewsletters: total };
    },
  );
};
