import { sponsorBodySchema } from "@sector/shared";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { sponsors } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { presentSponsor } from "../../presenters/sponsor";

export const createSponsorRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["sponsors"],
        summary: "Add a sponsor (admin): its name, website, logo and privacy policy",
        body: sponsorBodySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "sponsor" }),
    },
    async (request, reply) => {
      const { name, website, logo_url: logoUrl = null, privacy_url: privacyUrl } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(sponsors)
          .values({ name, website, logoUrl, privacyUrl, createdBy: actorOf(request).id })
          .returning();
        if (!created) throw new Error("sponsor not stored");
        await recordAudit(tx, request, {
          action: "sponsor.create",
          targetType: "sponsor",
          targetId: created.id,
          summary: `${name} (${website})`,
        });
        return created;
      });
      return reply.status(201).send({ sponsor: presentSponsor(row) });
    },
  );
};
