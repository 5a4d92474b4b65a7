import type { StaffInvitation } from "@sector/shared";
import type { staffInvitations } from "../db/staff-invitations-schema";

/** An invitation as admins list it: never its token (nor its hash). */
export const presentStaffInvitation = (
  row: typeof staffInvitations.$inferSelect,
  invitedBy: string | null,
): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: invitedBy,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});
