import { mailingSettingsParamsSchema, mailingSettingsSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { mailingSettings } from "../../db/mailings-schema";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { readMailingSettings } from "../../mailings/mailing-settings";
import { BRAND_NOT_FOUND } from "./messages";

/** /api/company/{id}/mailing-settings: a brand's frequency cap of mailings. */
export const mailingSettingsRoutes = async (app: App) => {
  const brandExists = async (id: number) => {
    const [brand] = await app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, id));
    if (!brand) throw new NotFoundError(BRAND_NOT_FOUND);
  };

  app.get(
    "/:id/mailing-settings",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "A brand's mailing settings: mailings a member gets in any 7 days, the newsletter apart (staff)",
        params: mailingSettingsParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "mailingSettings" }),
    },
    async (request) => {
      await brandExists(request.params.id);
      return { settings: await readMailingSettings(app.db, request.params.id) };
    },
  );

  app.put(
    "/:id/mailing-settings",
    {
      schema: {
        tags: ["mailings"],
        summary: "Set a brand's frequency cap of mailings (0: none) (admin); audited",
        params: mailingSettingsParamsSchema,
        body: mailingSettingsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "mailingSettings" }),
    },
    async (request) => {
      const { id } = request.params;
      await brandExists(id);
      const cap = request.body.max_mailings_per_member_per_7_days;
      await app.db.transaction(async (tx) => {
        await tx
          .insert(mailingSettings)
          .values({ companyId: id, maxPerMemberPer7Days: cap })
          .onConflictDoUpdate({
            target: mailingSettings.companyId,
            set: { maxPerMemberPer7Days: cap, updatedAt: sql`now()` },
          });
        await recordAudit(tx, request, {
          action: "mailing.settings",
          targetType: "company",
          targetId: id,
          summary: `at most ${cap} mailings a member in 7 days${cap === 0 ? " (no cap)" : ""}`,
        });
      });
      return { settings: await readMailingSettings(app.db, id) };
    },
  );
};
