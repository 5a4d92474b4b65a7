import type { DemoDataSummary } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { readDemoSummary } from "../../demo-data/demo-summary";
import { removeDemoData } from "../../demo-data/remove-demo-data";
import type { App } from "../../lib/app-type";

export const deleteDemoDataRoute = async (app: App) => {
  app.delete(
    "/",
    {
      schema: {
        tags: ["demo-data"],
        summary:
          "Remove the demo content (its resources, members, edition and their opens) and nothing else (admin)",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "remove", subject: "demoData" }),
    },
    async (request): Promise<DemoDataSummary> => {
      // Opens this process still holds go in first, so none of a demo row outlives it.
      await app.opens.flush();
      return app.db.transaction(async (tx) => {
        const removed = await removeDemoData(tx);
        // Nothing was there (a second click, another admin first): nothing to record.
        if (removed.resources + removed.members + removed.editions > 0) {
          await recordAudit(tx, request, {
            action: "demo.remove",
            targetType: "demo_data",
            summary: `removed the demo data: ${removed.resources} resources, ${removed.members} members, ${removed.editions} newsletter editions`,
          });
        }
        return readDemoSummary(tx);
      });
    },
  );
};
