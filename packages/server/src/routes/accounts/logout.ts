import { and, eq, lte, sql } from "drizzle-orm";
import { retireOutstandingSignIns } from "../../auth/retire-sign-ins";
import { revokedTokens, users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";

export const logoutRoutes = async (app: App) => {
  app.post(
    "/protected/logout",
    {
      schema: {
        tags: ["accounts"],
        summary: "End this session: the bearer token it is called with stops working",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { currentUser: user, session } = request;
      if (!user || !session) throw new UnauthorizedError();
      await app.db.transaction(async (tx) => {
        await tx
          .insert(revokedTokens)
          .values({ jti: session.jti, userId: user.id, expiresAt: session.expiresAt })
          .onConflictDoNothing();
        // Tokens that have expired since need no listing any more.
        await tx
          .delete(revokedTokens)
          .where(and(eq(revokedTokens.userId, user.id), lte(revokedTokens.expiresAt, sql`now()`)));
      });
      return reply.status(204).send();
    },
  );

  app.post(
    "/protected/logout-all",
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign out of all devices: every token of the caller stops working",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = request.currentUser;
      if (!user) throw new UnauthorizedError();
      // The version bump signs out every token issued so far, as a password change does, and
      // the links mailed so far die with them.
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        await retireOutstandingSignIns(tx, user.id);
      });
      return reply.status(204).send();
    },
  );
};
