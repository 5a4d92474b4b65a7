import type { DemoDataSummary } from "@sector/shared";
import { readDemoSummary } from "../../demo-data/demo-summary";
import type { App } from "../../lib/app-type";

export const getDemoDataRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["demo-data"],
        summary: "Whether the demo content of a fresh start is there, and how much (admin)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "demoData" }),
    },
    async (): Promise<DemoDataSummary> => readDemoSummary(app.db),
  );
};
