import { isMfaRequired, LOGIN_LINK_DEAD, loginLinkRedeemSchema } from "@sector/shared";
import { redeemLoginLink } from "../../auth/login-links";
import { signInAnswer } from "../../auth/sign-in-answer";
import { findSessionUser } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { BadRequestError } from "../../lib/errors";
import { deviceCookies } from "./device-cookie";

export const loginLinkRedeemRoute = async (app: App) => {
  const devices = deviceCookies(app);
  app.post(
    "/public/login-link/redeem",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Sign in with an emailed link: { user, token }, or { mfa_required, mfa_token } with two-factor on",
        body: loginLinkRedeemSchema,
      },
    },
    async (request, reply) => {
      const userId = await app.db.transaction((tx) => redeemLoginLink(tx, request.body.token));
      const user = userId === null ? null : await findSessionUser(app.db, userId);
      // Unknown, used, expired, or its member gone since: one answer.
      if (!user || user.erasedAt !== null) throw new BadRequestError(LOGIN_LINK_DEAD);
      const answer = await signInAnswer(app, user);
      // The owner locked out of the password by strangers signs in here: their device from now on.
      if (!isMfaRequired(answer)) devices.trust(request, reply, user.email);
      return answer;
    },
  );
};
