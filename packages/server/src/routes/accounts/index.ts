import type { App } from "../../lib/app-type";
import { changePasswordRoute } from "./change-password";
import { forgotPasswordRoute } from "./forgot-password";
import { loginRoute } from "./login";
import { loginLinkRoute } from "./login-link";
import { loginLinkRedeemRoute } from "./login-link-redeem";
import { logoutRoutes } from "./logout";
import { myProfileRoute } from "./myprofile";
import { profileDetailsRoute } from "./profile-details";
import { registerRoute } from "./register";
import { resetPasswordRoute } from "./reset-password";
import { resetPasswordCheckRoute } from "./reset-password-check";

/** /api/user/public/* and the signed-in user's own profile. */
export const accountRoutes = async (app: App) => {
  await app.register(loginRoute);
  await app.register(registerRoute);
  await app.register(forgotPasswordRoute);
  await app.register(loginLinkRoute);
  await app.register(loginLinkRedeemRoute);
  await app.register(resetPasswordRoute);
  await app.register(resetPasswordCheckRoute);
  await app.register(myProfileRoute);
  await app.register(profileDetailsRoute);
  await app.register(logoutRoutes);
  await app.register(changePasswordRoute);
};
