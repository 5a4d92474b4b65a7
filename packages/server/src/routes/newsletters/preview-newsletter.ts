import { newsletterParamsSchema, newsletterPreviewQuerySchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { findEdition } from "../../newsletters/edition-context";
import { previewEdition } from "../../newsletters/preview-edition";
import { MEMBER_NOT_FOUND, NEWSLETTER_NOT_FOUND } from "./messages";

export const previewNewsletterRoute = async (app: App) => {
  app.get(
    "/:id/preview",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "Exactly the mail one member gets (or would get now) from this edition: subject, HTML, text and items (staff)",
        params: newsletterParamsSchema,
        querystring: newsletterPreviewQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "newsletter" }),
    },
    async (request) => {
      const edition = await findEdition(app.db, request.params.id);
      if (!edition) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      const preview = await previewEdition(app.db, edition, request.query.user_id, {
        publicUrl: app.config.publicUrl,
        linkSecret: app.config.unsubscribeSecret,
      });
      if (!preview) throw new NotFoundError(MEMBER_NOT_FOUND);
      const { ctx: _ctx, mail: _mail, ...answer } = preview;
      return answer;
    },
  );
};
