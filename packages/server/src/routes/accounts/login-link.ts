import { LOGIN_LINK_SENT, loginLinkSchema } from "@sector/shared";
import { issueLoginLink } from "../../auth/login-links";
import { findUserByEmail } from "../../db/user-queries";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { loginLinkMail } from "../../mail/login-link-mail";
import { signupRateLimits } from "./rate-limits";

/** What a mail names an account without a brand (staff): the portal itself. */
const PORTAL_NAME = "Sector Portal";

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
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && user.erasedAt === null) {
        const brand = user.brands[0] ?? null;
        // The link and its mail in one transaction; the mail leaves through the job worker, so
        // a member's address answers as fast as an unknown one, whatever the SMTP server does.
        await app.db.transaction(async (tx) => {
          const token = await issueLoginLink(tx, user.id, brand?.id ?? null);
          await enqueueJob(
            tx,
            "mail",
            loginLinkMail({
              to: user.email,
              firstname: user.firstname,
              brand: brand?.name ?? PORTAL_NAME,
              link: `${app.config.publicUrl}/login/link/${token}`,
            }),
          );
        });
        app.jobs.kick();
      }
      return { message: LOGIN_LINK_SENT };
    },
  );
};
