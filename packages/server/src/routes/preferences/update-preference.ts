import { preferenceParamsSchema, updatePreferenceSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { change, recordAudit } from "../../audit/audit-log";
import { preferenceColumns } from "../../db/preference-queries";
import { preferences } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { App } from "../../lib/app-type";
import { ConflictError, fieldError, NotFoundError } from "../../lib/errors";
import { presentPreference } from "../../presenters/preference";
import {
  PREFERENCE_NAME_INDEX,
  PREFERENCE_NAME_TAKEN,
  PREFERENCE_NOT_FOUND,
  PREFERENCE_OTHER_COMPANY,
} from "./messages";

export const updatePreferenceRoute = async (app: App) => {
  app.put(
    "/:id",
    {
      schema: {
        tags: ["preferences"],
        summary: "Rename a preference (admin)",
        params: preferenceParamsSchema,
        body: updatePreferenceSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "update", subject: "preference" }),
    },
    async (request) => {
      const { id } = request.params;
      const { name, company_id } = request.body;
      const current = await app.db.query.preferences.findFirst({
        columns: { id: true, companyId: true, name: true },
        where: eq(preferences.id, id),
      });
      if (!current) throw new NotFoundError(PREFERENCE_NOT_FOUND);
      // A preference never moves: members and resources of its company point at it.
      if (company_id != null && company_id !== current.companyId) {
        throw fieldError("company_id", PREFERENCE_OTHER_COMPANY);
      }

      let updated: { id: number; name: string; companyId: number } | undefined;
      try {
        updated = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .update(preferences)
            .set({ name, updatedAt: sql`now()` })
            .where(eq(preferences.id, id))
            .returning(preferenceColumns);
          if (row) {
            await recordAudit(tx, request, {
              action: "preference.update",
              targetType: "preference",
              targetId: id,
              summary: change("name", current.name, row.name),
            });
          }
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error, PREFERENCE_NAME_INDEX)) {
          throw new ConflictError(PREFERENCE_NAME_TAKEN, { name: PREFERENCE_NAME_TAKEN });
        }
        throw error;
      }
      // Deleted between the lookup and the update.
      if (!updated) throw new NotFoundError(PREFERENCE_NOT_FOUND);
      return { preference: presentPreference(updated) };
    },
  );
};
