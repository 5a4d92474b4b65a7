import {
  disableTwoFactorSchema,
  MFA_CODE_INVALID,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_WRONG_PASSWORD,
  type TwoFactorStatus,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { verifyAgainstDecoy, verifyPassword } from "../../auth/password";
import { authorize } from "../../auth/policy";
import { acceptSecondFactor, hasTwoFactor, recoveryCodesLeft } from "../../auth/second-factor";
import { secretBoxKey } from "../../auth/secret-box";
import { mfaChallenges, mfaRecoveryCodes, userMfa } from "../../db/identity-schema";
import { users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { BadRequestError, fieldError, UnauthorizedError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { reauthenticationLimits, secondFactorLimits } from "../accounts/rate-limits";
import { noteTwoFactorEvent } from "./notify";
import { twoFactorStatus } from "./status";

export const disableRoute = async (app: App) => {
  const limitFailures = reauthenticationLimits(app);
  const limitCodes = secondFactorLimits(app);
  app.post(
    "/protected/2fa/disable",
    {
      schema: {
        tags: ["two-factor"],
        summary: "Turn two-factor sign-in off: the password and a current or recovery code",
        body: disableTwoFactorSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request, reply): Promise<TwoFactorStatus> => {
      const actor = actorOf(request);
      authorize(actor, { action: "disable", subject: "twoFactor", ownerId: actor.id });
      const user = request.currentUser;
      if (!user) throw new UnauthorizedError();
      if (!(await hasTwoFactor(app.db, actor.id))) throw new BadRequestError(TWO_FACTOR_NOT_ON);
      const { password, code } = request.body;
      const [account] = await app.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.id));
      const valid = await limitFailures(request, reply, user.email, () =>
        account?.passwordHash
          ? verifyPassword(account.passwordHash, password)
          : verifyAgainstDecoy(password),
      );
      if (!valid) throw fieldError("password", TWO_FACTOR_WRONG_PASSWORD);

      const key = secretBoxKey(app.config.mfaEncryptionKey);
      const by = { actorId: actor.id, ip: request.ip };
      const done = await app.db.transaction(async (tx) => {
        // A wrong code counts as at the second step of a sign-in: a stolen session and password
        // guess no faster here.
        const factor = await limitCodes(request, reply, actor.id, code, () =>
          acceptSecondFactor(tx, key, actor.id, code),
        );
        if (factor === null) return false;
        if (factor === "recovery") {
          const left = await recoveryCodesLeft(tx, actor.id);
          await noteTwoFactorEvent(tx, {
            by,
            user,
            event: "recovery_code_used",
            publicUrl: app.config.publicUrl,
            recoveryCodesLeft: left,
          });
        }
        await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, actor.id));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, actor.id));
        await tx.delete(userMfa).where(eq(userMfa.userId, actor.id));
        await noteTwoFactorEvent(tx, {
          by,
          user,
          event: "disabled",
          publicUrl: app.config.publicUrl,
        });
        return true;
      });
      if (!done) throw fieldError("code", MFA_CODE_INVALID);
      app.jobs.kick();
      return twoFactorStatus(app, app.db, actor);
    },
  );
};
