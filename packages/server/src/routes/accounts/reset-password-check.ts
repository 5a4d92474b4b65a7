import { type ResetPasswordCheck, resetPasswordCheckSchema } from "@sector/shared";
import { openTokenPurpose } from "../../auth/password-tokens";
import type { App } from "../../lib/app-type";
import { signupRateLimits } from "./rate-limits";

/**
 * Whether an emailed set-password link still works, so its page can say so before anyone types
 * a password. A POST (the slug stays out of URLs and logs); it changes nothing. A dead link,
 * whatever the reason and whoever it was for, gets the one answer `{ valid: false }`, and a live
 * one names only what the page needs: no member, no address, no expiry.
 */
export const resetPasswordCheckRoute = async (app: App) => {
  app.post(
    "/public/reset-password/check",
    {
      schema: {
        tags: ["accounts"],
        summary: "Whether a set-password link still works, and whether it sets a first password",
        body: resetPasswordCheckSchema,
      },
      preHandler: signupRateLimits(app, "reset-check"),
    },
    async (request): Promise<ResetPasswordCheck> => {
      const purpose = await openTokenPurpose(app.db, request.body.slug);
      return purpose ? { valid: true, purpose } : { valid: false };
    },
  );
};
