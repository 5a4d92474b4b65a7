import type { App } from "../../lib/app-type";
import { disableRoute } from "./disable";
import { enableRoute } from "./enable";
import { loginMfaRoute } from "./login-mfa";
import { setupRoute } from "./setup";
import { statusRoute } from "./status";

/** Two-factor sign-in (issue 32): /user/protected/2fa/* and /user/public/login/mfa. */
export const twoFactorRoutes = async (app: App) => {
  await app.register(statusRoute);
  await app.register(setupRoute);
  await app.register(enableRoute);
  await app.register(disableRoute);
  await app.register(loginMfaRoute);
};
