import { forgotPasswordSchema } from "@sector/shared";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { kickJobsAfterAnswer } from "./after-answer";
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
      onResponse: kickJobsAfterAnswer(app),
    },
    async (request) => {
      // The same work for every address: the look-up, the link and its mail happen behind the
      // answer (src/auth/password-reset-request.ts), so its time tells nobody who is a member.
      await enqueueJob(app.db, "password-reset-request", { email: request.body.email });
      return FORGOT_PASSWORD_ANSWER;
    },
  );
};
