import { listMailingsSchema, MAILINGS_PAGE_SIZE } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { listMailings, withCounts } from "./mailing-queries";

export const listMailingsRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["mailings"],
        summary: "Mailings, newest first, of one brand or all, with their counts (staff)",
        querystring: listMailingsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "mailing" }),
    },
    async (request) => {
      const { company_id: companyId, page } = request.query;
      const pageSize = MAILINGS_PAGE_SIZE;
      const { rows, total } = await listMailings(app.db, { companyId, page, pageSize });
      return { mailings: await withCounts(app.db, rows), total, page, pageSize };
    },
  );
};
