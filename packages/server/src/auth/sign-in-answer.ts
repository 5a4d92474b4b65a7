import type { SignInAnswer } from "@sector/shared";
import type { UserWithCompany } from "../db/user-types";
import type { App } from "../lib/app-type";
import { presentUser } from "../presenters/user";
import { createMfaChallenge } from "./mfa-challenges";
import { hasTwoFactor } from "./second-factor";

export interface SignInOptions {
  /** The sign-in's "remember me", kept for the second step when one is asked. */
  remember?: boolean;
}

/**
 * What every first factor (a password, an emailed link) answers once it has named the account:
 * the session, or, for an account with two-factor on, the half-done sign-in its code finishes
 * (issue 32). The one place that decides; the routes only verify their own factor.
 */
export const signInAnswer = async (
  app: App,
  user: UserWithCompany,
  options: SignInOptions = {},
): Promise<SignInAnswer> => {
  if (await hasTwoFactor(app.db, user.id)) {
    const mfaToken = await createMfaChallenge(app.db, user.id, options.remember ?? false);
    return { mfa_required: true, mfa_token: mfaToken };
  }
  return { user: presentUser(user), token: app.signToken(user) };
};
