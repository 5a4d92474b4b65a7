import { preferenceParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { preferences, resourcePreferences, userPreferences } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { PREFERENCE_DELETED, PREFERENCE_NOT_FOUND } from "./messages";

export const deletePreferenceRoute = async (app: App) => {
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["preferences"],
        summary: "Delete a preference and take it off every member and resource (admin)",
        params: preferenceParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "delete", subject: "preference" }),
    },
    async (request) => {
      const { id } = request.params;
      // The foreign keys cascade too; the explicit deletes keep the effect visible here and
      // independent of the schema. All or nothing: an unknown id rolls everything back.
      await app.db.transaction(async (tx) => {
        await tx.delete(userPreferences).where(eq(userPreferences.preferenceId, id));
        await tx.delete(resourcePreferences).where(eq(resourcePreferences.preferenceId, id));
        const [deleted] = await tx.delete(preferences).where(eq(preferences.id, id)).returning({
          id: preferences.id,
          name: preferences.name,
          companyId: preferences.companyId,
        });
        if (!deleted) throw new NotFoundError(PREFERENCE_NOT_FOUND);
        await recordAudit(tx, request, {
          action: "preference.delete",
          targetType: "preference",
          targetId: id,
          summary: `deleted ${JSON.stringify(deleted.name)} of company ${deleted.companyId}`,
        });
      });
      return { message: PREFERENCE_DELETED };
    },
  );
};
