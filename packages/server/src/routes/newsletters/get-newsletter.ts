import { newsletterParamsSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { NEWSLETTER_NOT_FOUND } from "./messages";
import { findNewsletter, withCounts } from "./newsletter-queries";

export const getNewsletterRoute = async (app: App) => {
  app.get(
    "/:id",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "One edition with its counts: recipients, sent, failed, skipped, members who clicked, who unsubscribed (staff)",
        params: newsletterParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "newsletter" }),
    },
    async (request) => {
      const row = await findNewsletter(app.db, request.params.id);
      if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      const [newsletter] = await withCounts(app.db, [row]);
      return { newsletter };
    },
  );
};
