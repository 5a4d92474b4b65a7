import { mailingParamsSchema, mailingPreviewQuerySchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { can } from "../../auth/policy";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { findMailing } from "../../mailings/mailing-row";
import { previewMailing } from "../../mailings/preview-mailing";
import { MAILING_NOT_FOUND, MEMBER_NOT_FOUND } from "./messages";

export const previewMailingRoute = async (app: App) => {
  app.get(
    "/:id/preview",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "Exactly the mail one member gets from this mailing (arm a or b of an A/B test): subject, preheader, HTML and text (staff; the member's own links for admins only, inert ones for others); audited",
        params: mailingParamsSchema,
        querystring: mailingPreviewQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "mailing" }),
    },
    async (request) => {
      const mailing = await findMailing(app.db, request.params.id);
      if (!mailing) throw new NotFoundError(MAILING_NOT_FOUND);
      const actor = actorOf(request);
      const userId = request.query.user_id;
      const inert = !can(actor, { action: "read", subject: "memberMailLinks" });
      const preview = await previewMailing(app.db, mailing, userId, {
        publicUrl: app.config.publicUrl,
        linkSecret: app.config.unsubscribeSecret,
        arm: request.query.arm ?? "a",
        inert,
      });
      if (!preview) throw new NotFoundError(MEMBER_NOT_FOUND);
      if (userId !== actor.id) {
        await recordAudit(app.db, request, {
          action: "mailing.preview",
          targetType: "mailing",
          targetId: mailing.id,
          summary: `preview of member ${userId}'s mail${inert ? " (inert links)" : ""}`,
        });
      }
      const { mail: _mail, ...answer } = preview;
      return answer;
    },
  );
};
