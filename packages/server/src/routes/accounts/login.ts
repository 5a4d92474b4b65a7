import { loginSchema } from "@sector/shared";
import { verifyAgainstDecoy, verifyPassword } from "../../auth/password";
import { findUserByEmail } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { UnauthorizedError } from "../../lib/errors";
import { presentUser } from "../../presenters/user";
import { credentialRateLimits } from "./rate-limits";

/** One answer for an unknown email, a member without a password yet, and a wrong password. */
const INVALID_CREDENTIALS = "Invalid email or password.";

export const loginRoute = async (app: App) => {
  app.post(
    "/public/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Sign in: returns { user, token }",
        body: loginSchema,
      },
      preHandler: credentialRateLimits(app),
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new UnauthorizedError(INVALID_CREDENTIALS);
      return { user: presentUser(user), token: app.signToken(user) };
    },
  );
};
