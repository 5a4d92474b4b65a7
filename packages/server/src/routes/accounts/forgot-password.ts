import { forgotPasswordSchema } from "@sector/shared";
import { issuePasswordToken } from "../../auth/password-tokens";
import { findUserByEmail } from "../../db/user-queries";
import type { App } from "../../lib/app-type";
import { passwordResetMail } from "../../mail/templates";
import { credentialRateLimits } from "./rate-limits";

/** The same answer whether or not the address has an account: nothing to enumerate. */
export const FORGOT_PASSWORD_ANSWER = {
  message: "If an account exists for this email, a password reset link has been sent to it.",
};

export const forgotPasswordRoute = async (app: App) => {
  app.post(
    "/public/forgot-password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Email a reset link to a known address; same answer for unknown ones",
        body: forgotPasswordSchema,
      },
      preHandler: credentialRateLimits(app),
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) {
        const slug = await issuePasswordToken(app.db, user.id, "reset");
        const link = `${app.config.publicUrl}/reset-password/${slug}`;
        await app.mailer
          .send(passwordResetMail({ to: user.email, firstname: user.firstname, link }))
          .catch((err) => request.log.error({ err }, "reset mail failed"));
      }
      return FORGOT_PASSWORD_ANSWER;
    },
  );
};
