import { isMfaRequired, loginSchema } from "@sector/shared";
import { verifyAgainstDecoy, verifyPassword } from "../../auth/password";
import { signInAnswer } from "../../auth/sign-in-answer";
import { findUserByEmail } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";
import { deviceCookies } from "./device-cookie";
import { INVALID_CREDENTIALS } from "./messages";
import { loginRateLimits } from "./rate-limits";

export const loginRoute = async (app: App) => {
  const limitFailures = loginRateLimits(app);
  const devices = deviceCookies(app);
  app.post(
    "/public/login",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Sign in: returns { user, token }, or { mfa_required, mfa_token } with two-factor on",
        body: loginSchema,
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const user = await limitFailures(request, reply, async () => {
        const found = await findUserByEmail(app.db, email);
        const valid = found?.passwordHash
          ? await verifyPassword(found.passwordHash, password)
          : await verifyAgainstDecoy(password);
        return found && valid ? found : null;
      });
      if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS);
      const answer = await signInAnswer(app, user, { remember });
      // A device of the account from now on; with two-factor on, once its code is right too.
      if (!isMfaRequired(answer)) devices.trust(request, reply, user.email);
      return answer;
    },
  );
};
