import { LOGIN_LINK_SENT, loginLinkSchema } from "@sector/shared";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { kickJobsAfterAnswer } from "./after-answer";
import { signupRateLimits } from "./rate-limits";

export const loginLinkRoute = async (app: App) => {
  app.post(
    "/public/login-link",
    {
      schema: {
        tags: ["accounts"],
        summary: "Email a sign-in link to a member's address; same answer for unknown ones",
        body: loginLinkSchema,
      },
      preHandler: signupRateLimits(app, "login-link"),
      onResponse: kickJobsAfterAnswer(app),
    },
    async (request) => {
      // The same work for every address: the look-up, the link and its mail happen behind the
      // answer (src/auth/login-link-request.ts), so its time tells nobody who is a member.
      await enqueueJob(app.db, "login-link-request", { email: request.body.email });
      return { message: LOGIN_LINK_SENT };
    },
  );
};
