import { type MyProfileResponse, profileDetailsSchema } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { authorize } from "../../auth/policy";
import { users } from "../../db/schema";
import { findSessionUser } from "../../db/user-queries";
import { statedColumns } from "../../firmographics/member-columns";
import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { presentSuggestions, presentUser } from "../../presenters/user";

/**
 * The signed-in person's firmographics. A field sent is set (null clears it), marked as the
 * member's own choice: a later job title no longer derives seniority or job function over it.
 */
export const profileDetailsRoute = async (app: App) => {
  app.patch(
    "/protected/profile-details",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Set the signed-in user's country, company size, industry, job function and seniority (any of them; null clears one)",
        body: profileDetailsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<MyProfileResponse> => {
      const actor = actorOf(request);
      authorize(actor, { action: "update", subject: "profileDetails", ownerId: actor.id });
      const columns = statedColumns(request.body, "member");
      if (Object.keys(columns).length > 0) {
        await app.db
          .update(users)
          .set({ ...columns, updatedAt: sql`now()` })
          .where(eq(users.id, actor.id));
      }
      const user = await findSessionUser(app.db, actor.id);
      if (!user) throw new UnauthorizedError();
      return { user: presentUser(user), suggestions: presentSuggestions(user) };
    },
  );
};
