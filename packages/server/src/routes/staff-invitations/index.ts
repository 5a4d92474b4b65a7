import type { App } from "../../lib/app-type";
import { acceptInvitationRoute } from "./accept-invitation";
import { createInvitationRoute } from "./create-invitation";
import { getInvitationRoute } from "./get-invitation";
import { listInvitationsRoute } from "./list-invitations";
import { revokeInvitationRoute } from "./revoke-invitation";

/**
 * /api/staff-invitations (issue 64): admins invite employees and admins by email, list the open
 * invitations and revoke them; the invitee opens /{token} and accepts it with a password.
 */
export const staffInvitationRoutes = async (app: App) => {
  await app.register(createInvitationRoute);
  await app.register(listInvitationsRoute);
  await app.register(revokeInvitationRoute);
  await app.register(getInvitationRoute);
  await app.register(acceptInvitationRoute);
};
