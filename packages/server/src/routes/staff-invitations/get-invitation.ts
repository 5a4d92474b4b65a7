import { type StaffInvitationPreview, staffInvitationTokenParamsSchema } from "@sector/shared";
import type { App } from "../../lib/app-type";
import { signupRateLimits } from "../accounts/rate-limits";
import { usableInvitation } from "./invitation-queries";

export const getInvitationRoute = async (app: App) => {
  app.get(
    "/:token",
    {
      schema: {
        tags: ["users"],
        summary:
          "What an emailed staff invitation offers (no sign-in; rate limited): its address, role and expiry. Unknown, revoked or replaced: 404; used or expired: 410, each with its message",
        params: staffInvitationTokenParamsSchema,
      },
      preHandler: signupRateLimits(app, "staff-invitation"),
    },
    async (request): Promise<{ invitation: StaffInvitationPreview }> => {
      const row = await usableInvitation(app.db, request.params.token);
      return {
        invitation: { email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() },
      };
    },
  );
};
