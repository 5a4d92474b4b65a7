import { myPreferencesSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { listUserPreferences } from "../../db/preference-queries";
import { companies, users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { presentUserPreference } from "../../presenters/preference";
import { COMPANY_NOT_FOUND } from "../companies/messages";
import { USER_NOT_FOUND } from "./messages";
import { preferenceOwner } from "./preference-owner";

export const myPreferencesRoute = async (app: App) => {
  app.post(
    "/protected/mypreferences",
    {
      schema: {
        tags: ["users"],
        summary: "A member's preferences within one company (own, or anyone's for an admin)",
        body: myPreferencesSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const ownerId = preferenceOwner(request, "read", request.body.user_id);
      const companyId = request.body.company_id;
      // One statement checks both ids: no row = unknown company, no user = unknown user.
      const [found] = await app.db
        .select({ companyId: companies.id, userId: users.id })
        .from(companies)
        .leftJoin(users, eq(users.id, ownerId))
        .where(eq(companies.id, companyId))
        .limit(1);
      if (!found) throw new NotFoundError(COMPANY_NOT_FOUND);
      if (found.userId === null) throw new NotFoundError(USER_NOT_FOUND);

      const chosen = await listUserPreferences(app.db, ownerId, companyId);
      return { preferences: chosen.map(presentUserPreference) };
    },
  );
};
