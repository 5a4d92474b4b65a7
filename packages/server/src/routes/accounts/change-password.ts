import { type ChangePasswordResponse, changePasswordSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../../auth/password";
import { notifyPasswordChanged } from "../../auth/password-change";
import { setPassword } from "../../auth/password-tokens";
import { authorize } from "../../auth/policy";
import { users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError, UnauthorizedError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from "./messages";
import { refuseCommonPassword } from "./password-rules";
import { reauthenticationLimits } from "./rate-limits";

export const changePasswordRoute = async (app: App) => {
  const limitFailures = reauthenticationLimits(app);
  app.post(
    "/protected/change-password",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Change the signed-in user's password: every other session ends, this one gets a new token",
        body: changePasswordSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request, reply): Promise<ChangePasswordResponse> => {
      const actor = actorOf(request);
      authorize(actor, { action: "change", subject: "password", ownerId: actor.id });
      const { currentPassword, newPassword } = request.body;
      const [account] = await app.db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.id));
      if (!account) throw new UnauthorizedError();
      const valid = await limitFailures(request, reply, account.email, () =>
        account.passwordHash
          ? verifyPassword(account.passwordHash, currentPassword)
          : verifyAgainstDecoy(currentPassword),
      );
      if (!valid) throw fieldError("currentPassword", WRONG_CURRENT_PASSWORD);
      await refuseCommonPassword(newPassword, "newPassword");
      const passwordHash = await hashPassword(newPassword);
      const member = await app.db.transaction(async (tx) => {
        const changed = await setPassword(tx, actor.id, passwordHash);
        if (changed) await notifyPasswordChanged(tx, changed, app.config.publicUrl);
        return changed;
      });
      if (!member) throw new UnauthorizedError();
      app.jobs.kick();
      // The version bump ended every session, this one too: it goes on with a fresh token.
      return { message: PASSWORD_CHANGED.message, token: app.signToken(member) };
    },
  );
};
