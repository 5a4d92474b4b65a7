import { INVALID_PREFERENCES_MESSAGE, modifyPreferencesSchema } from "@sector/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listUserPreferences } from "../../db/preference-queries";
import { memberships, preferences, userPreferences, users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError, NotFoundError } from "../../lib/errors";
import { presentUserPreference } from "../../presenters/preference";
import { enqueueWebhookEvent } from "../../webhooks/enqueue";
import { memberUpdatedEvent } from "../../webhooks/events";
import { MIXED_COMPANIES, NOT_A_MEMBER, USER_NOT_FOUND } from "./messages";
import { preferenceOwner } from "./preference-owner";

/**
 * Replaces the member's preferences of the one company the given preferences belong to;
 * choices in other companies stay. Returns that company's id.
 */
const replacePreferences = (db: Database, ownerId: number, ids: number[]) =>
  db.transaction(async (tx) => {
    // The member's row lock serialises two saves of the same member: the last wins whole.
    const [owner] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, ownerId))
      .for("update");
    if (!owner) throw new NotFoundError(USER_NOT_FOUND);

    // FOR SHARE keeps the chosen preferences from being deleted before this commits.
    const chosen = await tx
      .select({ id: preferences.id, companyId: preferences.companyId })
      .from(preferences)
      .where(inArray(preferences.id, ids))
      .for("share");
    if (chosen.length !== ids.length)
      throw fieldError("preferenceData", INVALID_PREFERENCES_MESSAGE);
    const companyIds = new Set(chosen.map((p) => p.companyId));
    const [companyId] = companyIds;
    if (companyId === undefined || companyIds.size > 1) {
      throw fieldError("preferenceData", MIXED_COMPANIES);
    }
    // A member's topics are those of their brands: another brand's come with joining it.
    if (owner.role === "user") {
      const [member] = await tx
        .select({ companyId: memberships.companyId })
        .from(memberships)
        .where(and(eq(memberships.userId, ownerId), eq(memberships.companyId, companyId)));
      if (!member) throw fieldError("preferenceData", NOT_A_MEMBER);
    }

    const ofCompany = tx
      .select({ id: preferences.id })
      .from(preferences)
      .where(eq(preferences.companyId, companyId));
    await tx
      .delete(userPreferences)
      .where(
        and(eq(userPreferences.userId, ownerId), inArray(userPreferences.preferenceId, ofCompany)),
      );
    await tx
      .insert(userPreferences)
      .values(ids.map((preferenceId) => ({ userId: ownerId, preferenceId })));
    await enqueueWebhookEvent(tx, memberUpdatedEvent(ownerId, companyId));
    return companyId;
  });

export const modifyPreferencesRoute = async (app: App) => {
  app.post(
    "/protected/modifypreferences",
    {
      schema: {
        tags: ["users"],
        summary: "Replace a member's preferences of one company (own, or anyone's for an admin)",
        body: modifyPreferencesSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const ownerId = preferenceOwner(request, "update", request.body.user_id);
      const companyId = await replacePreferences(app.db, ownerId, request.body.preferenceData);
      const chosen = await listUserPreferences(app.db, ownerId, companyId);
      return { preferences: chosen.map(presentUserPreference) };
    },
  );
};
