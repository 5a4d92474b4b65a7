import { fetchPreferencesSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { preferenceColumns, preferenceNameOrder } from "../../db/preference-queries";
import { companies, preferences } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentPreference } from "../../presenters/preference";
import { COMPANY_NOT_FOUND } from "../companies/messages";

/** Public: the registration page lists its brand's topics before anyone has signed in. */
export const fetchPreferencesRoute = async (app: App) => {
  app.post(
    "/fetch",
    {
      schema: {
        tags: ["preferences"],
        summary: "The preferences of one company, by name (public)",
        body: fetchPreferencesSchema,
      },
    },
    async (request) => {
      // One statement tells an unknown company (no row) from one without preferences (a
      // single row whose preference is null).
      const rows = await app.db
        .select({ companyId: companies.id, preference: preferenceColumns })
        .from(companies)
        .leftJoin(preferences, eq(preferences.companyId, companies.id))
        .where(eq(companies.id, request.body.company_id))
        .orderBy(...preferenceNameOrder);
      if (rows.length === 0) throw new NotFoundError(COMPANY_NOT_FOUND);
      return {
        preferences: rows.flatMap((row) =>
          row.preference ? [presentPreference(row.preference)] : [],
        ),
      };
    },
  );
};
