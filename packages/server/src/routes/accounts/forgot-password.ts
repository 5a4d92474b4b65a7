import { forgotPasswordSchema } from "@sector/shared";
import { issuePasswordToken } from "../../auth/password-tokens";
import { findUserByEmail } from "../../db/user-queries";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { passwordResetMail } from "../../mail/templates";
import { FORGOT_PASSWORD_ANSWER } from "./messages";
import { signupRateLimits } from "./rate-limits";

export const forgotPasswordRoute = async (app: App) => {
  app.post(
    "/public/forgot-password",
    {
      schema: {
        tags: ["accounts"],
        summary: "Email a reset link to a known address; same answer for unknown ones",
        body: forgotPasswordSchema,
      },
      preHandler: signupRateLimits(app, "forgot-password"),
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) {
        // The link and its mail in one transaction; the mail leaves through the job worker, so
        // a known address answers as fast as an unknown one, whatever the SMTP server does.
        await app.db.transaction(async (tx) => {
          const slug = await issuePasswordToken(tx, user.id, "reset");
          const link = `${app.config.publicUrl}/reset-password/${slug}`;
          await enqueueJob(
            tx,
            "mail",
            passwordResetMail({ to: user.email, firstname: user.firstname, link }),
          );
        });
        app.jobs.kick();
      }
      return FORGOT_PASSWORD_ANSWER;
    },
  );
};
