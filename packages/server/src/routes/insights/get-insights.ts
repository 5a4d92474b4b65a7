import { type Insights, insightsQuerySchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { readInsights } from "./insight-queries";

export const getInsightsRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["insights"],
        summary: "The admin dashboard's charts: sign-ups, consent rates, top resources, topics",
        querystring: insightsQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "insights" }),
    },
    async (request): Promise<Insights> => {
      await app.opens.flush();
      return readInsights(app.db, {
        companyId: request.query.company_id,
        period: request.query.period,
      });
    },
  );
};
