import { resetPasswordSchema } from "@sector/shared";
import { hashPassword } from "../../auth/password";
import { notifyPasswordChanged } from "../../auth/password-change";
import { isOpenPasswordToken, resetPasswordWithToken } from "../../auth/password-tokens";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { INVALID_LINK, PASSWORD_CHANGED } from "./messages";
import { refuseCommonPassword } from "./password-rules";

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
      await refuseCommonPassword(newPassword, "newPassword");
      const passwordHash = await hashPassword(newPassword);
      const done = await app.db.transaction(async (tx) => {
        const member = await resetPasswordWithToken(tx, slug, passwordHash);
        // A reset, or a password replaced: the owner hears of it. A member's first password,
        // set through the welcome link, changes nothing they had.
        if (member && (member.purpose === "reset" || member.hadPassword)) {
          await notifyPasswordChanged(tx, member, app.config.publicUrl);
        }
        return member !== null;
      });
      if (!done) throw fieldError("slug", INVALID_LINK);
      app.jobs.kick();
      return PASSWORD_CHANGED;
    },
  );
};
