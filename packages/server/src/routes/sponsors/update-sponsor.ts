import { type Sponsor, sponsorBodySchema, sponsorParamsSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { sponsors } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentSponsor } from "../../presenters/sponsor";
import { SPONSOR_NOT_FOUND } from "./messages";

export const updateSponsorRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["sponsors"],
        summary: "Change a sponsor's name, website, logo or privacy policy (admin)",
        params: sponsorParamsSchema,
        body: sponsorBodySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "sponsor" }),
    },
    async (request): Promise<{ sponsor: Sponsor }> => {
      const { id } = request.params;
      const { name, website, logo_url: logoUrl = null, privacy_url: privacyUrl } = request.body;
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for("update");
        if (!before) throw new NotFoundError(SPONSOR_NOT_FOUND);
        const [after] = await tx
          .update(sponsors)
          .set({ name, website, logoUrl, privacyUrl, updatedAt: sql`now()` })
          .where(eq(sponsors.id, id))
          .returning();
        if (!after) throw new NotFoundError(SPONSOR_NOT_FOUND);
        const changes = [
          before.name !== name && change("name", before.name, name),
          before.website !== website && change("website", before.website, website),
          before.logoUrl !== logoUrl && change("logo", before.logoUrl, logoUrl),
          before.privacyUrl !== privacyUrl && change("privacy", before.privacyUrl, privacyUrl),
        ].filter((c): c is string => typeof c === "string");
        await recordAudit(tx, request, {
          action: "sponsor.update",
          targetType: "sponsor",
          targetId: id,
          summary: changes.length > 0 ? changes.join("; ") : "no change",
        });
        return after;
      });
      return { sponsor: presentSponsor(row) };
    },
  );
};
