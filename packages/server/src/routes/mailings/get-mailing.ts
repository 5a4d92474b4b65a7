import { mailingParamsSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { mailingReport } from "./mailing-queries";

export const getMailingRoute = async (app: App) => {
  app.get(
    "/:id",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "A mailing with its report: status, counts (recipients, sent, failed, skipped, capped, bounced, complained, unique clicks, unsubscribed), each link's clicks and the A/B test's arms (staff)",
        params: mailingParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "mailing" }),
    },
    async (request) => ({ mailing: await mailingReport(app.db, request.params.id) }),
  );
};
