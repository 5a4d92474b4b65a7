import { resetPasswordSchema } from "@sector/shared";
import { hashPassword } from "../../auth/password";
import { isOpenPasswordToken, resetPasswordWithToken } from "../../auth/password-tokens";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";

import { INVALID_LINK, PASSWORD_CHANGED } from "./messages";

export const resetPasswordRoute = async (app: App) => {
  app.post(
    "/public/reset-password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Set a password with the slug of an emailed link (single use)",
        body: resetPasswordSchema,
      },
    },
    async (request) => {
      const { slug, newPassword } = request.body;
      // This call is public and not rate limited: a slug that cannot work must not cost an
      // argon2 hash (memory and CPU). The claim below still decides, atomically.
      if (!(await isOpenPasswordToken(app.db, slug))) throw fieldError("slug", INVALID_LINK);
      const passwordHash = await hashPassword(newPassword);
      const done = await resetPasswordWithToken(app.db, slug, passwordHash);
      if (!done) throw fieldError("slug", INVALID_LINK);
      return PASSWORD_CHANGED;
    },
  );
};
