import { deleteAccountSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { verifyAgainstDecoy, verifyPassword } from "../../auth/password";
import { authorize } from "../../auth/policy";
import { users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { ConflictError, fieldError, UnauthorizedError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { eraseMember } from "../../privacy/erase-member";
import { reauthenticationLimits } from "../accounts/rate-limits";
import { LAST_ADMIN_ERASE, WRONG_PASSWORD } from "./messages";

export const deleteAccountRoute = async (app: App) => {
  // A wrong password counts as a failed sign-in of the account, as at change-password.
  const limitFailures = reauthenticationLimits(app);
  app.post(
    "/protected/delete-account",
    {
      schema: {
        tags: ["data rights"],
        summary: "Erase the signed-in user's account for good, after their password (GDPR art. 17)",
        body: deleteAccountSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      authorize(actor, { action: "erase", subject: "memberData", ownerId: actor.id });
      const [row] = await app.db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.id));
      if (!row) throw new UnauthorizedError();
      const { password } = request.body;
      const valid = await limitFailures(request, reply, row.email, () =>
        row.passwordHash
          ? verifyPassword(row.passwordHash, password)
          : verifyAgainstDecoy(password),
      );
      if (!valid) throw fieldError("password", WRONG_PASSWORD);
      const outcome = await app.db.transaction((tx) =>
        // No address in the record: the member's own request, which erases what identifies them.
        eraseMember(tx, actor.id, {
          by: { actorId: actor.id, ip: null },
          action: "member.delete_account",
          reason: "the member's own request",
        }),
      );
      if (outcome === "last_admin") throw new ConflictError(LAST_ADMIN_ERASE);
      if (outcome === "not_found") throw new UnauthorizedError();
      return reply.status(204).send();
    },
  );
};
