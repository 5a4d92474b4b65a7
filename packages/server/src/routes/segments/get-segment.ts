import { segmentParamsSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { segmentById } from "./segment-queries";

export const getSegmentRoute = async (app: App) => {
  app.get(
    "/:id",
    {
      schema: {
        tags: ["segments"],
        summary: "A saved segment: its brand, name and rules (staff)",
        params: segmentParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "segment" }),
    },
    async (request) => ({ segment: await segmentById(app.db, request.params.id) }),
  );
};
