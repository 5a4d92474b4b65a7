import { listSegmentsSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { listSegments } from "./segment-queries";

export const listSegmentsRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["segments"],
        summary: "Saved segments of one brand, or of all, by brand and name (staff)",
        querystring: listSegmentsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "segment" }),
    },
    async (request) => ({ segments: await listSegments(app.db, request.query.company_id) }),
  );
};
