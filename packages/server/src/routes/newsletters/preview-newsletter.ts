import { newsletterParamsSchema, newsletterPreviewQuerySchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { can } from "../../auth/policy";
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
          "Exactly the mail one member gets (or would get now) from this edition: subject, HTML, text and items (staff; the member's own links for admins only, inert ones for others); audited",
        params: newsletterParamsSchema,
        querystring: newsletterPreviewQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "newsletter" }),
    },
    async (request) => {
      const edition = await findEdition(app.db, request.params.id);
      if (!edition) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
      const actor = actorOf(request);
      const userId = request.query.user_id;
      // A member's unsubscribe and tracked links act as the member: an admin's alone to see.
      const inert = !can(actor, { action: "read", subject: "memberMailLinks" });
      const preview = await previewEdition(app.db, edition, userId, {
        publicUrl: app.config.publicUrl,
        linkSecret: app.config.unsubscribeSecret,
        inert,
      });
      if (!preview) throw new NotFoundError(MEMBER_NOT_FOUND);
      // Reading another person's mail (their name and items) is on the record.
      if (userId !== actor.id) {
        await recordAudit(app.db, request, {
          action: "newsletter.preview",
          targetType: "newsletter",
          targetId: edition.id,
          summary: `preview of member ${userId}'s edition${inert ? " (inert links)" : ""}`,
        });
      }
      const { ctx: _ctx, mail: _mail, ...answer } = preview;
      return answer;
    },
  );
};
