import {
  type LoginResponse,
  MFA_CODE_INVALID,
  MFA_SIGN_IN_EXPIRED,
  mfaLoginSchema,
} from "@sector/shared";
import { failChallenge, finishChallenge, lockLiveChallenge } from "../../auth/mfa-challenges";
import { acceptSecondFactor, recoveryCodesLeft } from "../../auth/second-factor";
import { secretBoxKey } from "../../auth/secret-box";
import { findSessionUser } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";
import { presentUser } from "../../presenters/user";
import { deviceCookies } from "../accounts/device-cookie";
import { loginRateLimits, secondFactorLimits } from "../accounts/rate-limits";
import { noteTwoFactorEvent } from "./notify";

/** Why a code did not finish the sign-in. */
type Refusal = "wrong_code" | "dead";

/**
 * The second step of a sign-in: the mfa_token of the first and a code (or a recovery code).
 * The token lives 5 minutes and dies after 5 wrong codes or one right one; a wrong code also
 * counts on the sign-in failures of the client address, as a wrong password does, and a wrong
 * app code on its account's, whatever the token (rate-limits.ts, secondFactorLimits). The
 * completed sign-in makes the browser a device of the account.
 */
export const loginMfaRoute = async (app: App) => {
  const limitFailures = loginRateLimits(app);
  const limitCodes = secondFactorLimits(app);
  const devices = deviceCookies(app);
  app.post(
    "/public/login/mfa",
    {
      schema: {
        tags: ["two-factor"],
        summary: "Finish a sign-in with two-factor on: returns { user, token } like login",
        body: mfaLoginSchema,
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const { mfa_token: token, code } = request.body;
      const key = secretBoxKey(app.config.mfaEncryptionKey);
      let refusal = "dead" as Refusal;
      const signedIn = await limitFailures(request, reply, () =>
        app.db.transaction(async (tx) => {
          const challenge = await lockLiveChallenge(tx, token);
          if (!challenge) return null;
          const factor = await limitCodes(request, reply, challenge.userId, code, () =>
            acceptSecondFactor(tx, key, challenge.userId, code),
          );
          if (factor === null) {
            refusal = (await failChallenge(tx, challenge)) ? "wrong_code" : "dead";
            return null;
          }
          await finishChallenge(tx, challenge.id);
          const user = await findSessionUser(tx, challenge.userId);
          if (!user) return null;
          if (factor === "recovery") {
            await noteTwoFactorEvent(tx, {
              by: { actorId: user.id, ip: request.ip },
              user,
              event: "recovery_code_used",
              publicUrl: app.config.publicUrl,
              recoveryCodesLeft: await recoveryCodesLeft(tx, user.id),
            });
          }
          return { user, recovery: factor === "recovery" };
        }),
      );
      if (!signedIn) {
        throw new UnauthorizedError(
          refusal === "wrong_code" ? MFA_CODE_INVALID : MFA_SIGN_IN_EXPIRED,
        );
      }
      if (signedIn.recovery) app.jobs.kick();
      devices.trust(request, reply, signedIn.user.email);
      return { user: presentUser(signedIn.user), token: app.signToken(signedIn.user) };
    },
  );
};
