import { type NewsletterAudience, newsletterParamsSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { countEditionAudience } from "../../newsletters/edition-audience";
import { NEWSLETTER_NOT_FOUND } from "./messages";
import { findNewsletter } from "./newsletter-queries";

export const newsletterAudienceRoute = async (app: App) => {
  app.get(
    "/:id/audience",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "How many members the edition would go to if sent now: the count the send freezes (staff)",
        params: newsletterParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "newsletter" }),
    },
    async (request): Promise<NewsletterAudience> => {
      const edition = await findNewsletter(app.db, request.params.id);
      if (!edition) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      return { members: await countEditionAudience(app.db, edition.companyId) };
    },
  );
};
