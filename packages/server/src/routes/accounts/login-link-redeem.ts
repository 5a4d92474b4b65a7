import { LOGIN_LINK_DEAD, loginLinkRedeemSchema } from "@sector/shared";
import { redeemLoginLink } from "../../auth/login-links";
import { signInAnswer } from "../../auth/sign-in-answer";
import { findSessionUser } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { BadRequestError } from "../../lib/errors";

export const loginLinkRedeemRoute = async (app: App) => {
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
    async (request) => {
      const userId = await app.db.transaction((tx) => redeemLoginLink(tx, request.body.token));
      const user = userId === null ? null : await findSessionUser(app.db, userId);
      // Unknown, used, expired, or its member gone since: one answer.
      if (!user || user.erasedAt !== null) throw new BadRequestError(LOGIN_LINK_DEAD);
      return signInAnswer(app, user);
    },
  );
};
