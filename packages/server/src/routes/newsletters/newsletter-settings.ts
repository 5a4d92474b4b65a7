import {
  type NewsletterSettings,
  newsletterSettingsParamsSchema,
  newsletterSettingsSchema,
} from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import type { Executor } from "../../db/client";
import { newsletterSettings } from "../../db/newsletters-schema";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { readNewsletterSettings } from "../../newsletters/settings";
import { BRAND_NOT_FOUND, TIMEZONE_UNKNOWN } from "./messages";

const brandExists = async (db: Executor, id: number) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0;

/** The database must know the zone too: the weekly schedule is computed there. */
const databaseKnowsZone = async (db: Executor, zone: string) => {
  try {
    await db.execute(sql`select now() at time zone ${zone}`);
    return true;
  } catch {
    return false;
  }
};

/** GET/PUT /company/{id}/newsletter: a brand's weekly edition (admin). */
export const newsletterSettingsRoutes = async (app: App) => {
  app.get(
    "/:id/newsletter",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "The brand's weekly newsletter: on or off, weekday, hour, time zone, sender, items (admin)",
        params: newsletterSettingsParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "newsletterSettings" }),
    },
    async (request): Promise<{ settings: NewsletterSettings }> => {
      if (!(await brandExists(app.db, request.params.id))) throw new NotFoundError(BRAND_NOT_FOUND);
      return { settings: await readNewsletterSettings(app.db, request.params.id) };
    },
  );

  app.put(
    "/:id/newsletter",
    {
      schema: {
        tags: ["newsletters"],
        summary:
          "Set the brand's weekly newsletter (admin): when enabled, an edition is made and sent at that hour of that weekday in that time zone, once a week",
        params: newsletterSettingsParamsSchema,
        body: newsletterSettingsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "newsletterSettings" }),
    },
    async (request): Promise<{ settings: NewsletterSettings }> => {
      const { id } = request.params;
      const body = request.body;
      if (!(await brandExists(app.db, id))) throw new NotFoundError(BRAND_NOT_FOUND);
      if (!(await databaseKnowsZone(app.db, body.timezone))) {
        throw fieldError("timezone", TIMEZONE_UNKNOWN);
      }
      await app.db.transaction(async (tx) => {
        const before = await readNewsletterSettings(tx, id);
        const values = {
          enabled: body.enabled,
          weekday: body.weekday,
          hour: body.hour,
          timezone: body.timezone,
          fromName: body.from_name,
          maxItems: body.max_items,
          updatedAt: sql`now()`,
        };
        await tx
          .insert(newsletterSettings)
          .values({ companyId: id, ...values, activeSince: sql`now()` })
          .onConflictDoUpdate({
            target: newsletterSettings.companyId,
            set: {
              ...values,
              // Turned on now: this week's moment, if already past, makes no edition.
              activeSince: sql`case when ${newsletterSettings.enabled} then ${newsletterSettings.activeSince} else now() end`,
            },
          });
        const after = { ...before, ...body };
        const changed = (Object.keys(body) as (keyof typeof body)[])
          .filter((key) => before[key] !== after[key])
          .map((key) => change(key, before[key], after[key]));
        await recordAudit(tx, request, {
          action: "newsletter.settings",
          targetType: "company",
          targetId: id,
          summary: changed.join("; ") || "no change",
        });
      });
      return { settings: await readNewsletterSettings(app.db, id) };
    },
  );
};
