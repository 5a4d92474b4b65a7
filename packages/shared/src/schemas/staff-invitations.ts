import { z } from "zod/mini";
import { newPasswordField } from "./auth";
import { emailField, idSchema, storableText } from "./fields";
import { nameField } from "./name";

/**
 * Staff invitations (issue 64): an admin invites an employee or an admin by email; the emailed
 * single-use link sets their password. They never register as members: no brand, no consents.
 */

/** The roles an invitation may give: staff only (members join through a brand's page). */
export const STAFF_ROLES = ["employee", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invitation's link works. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const STAFF_INVITATION_ROLE_MESSAGE = "Role must be employee or admin.";
export const STAFF_INVITATION_ALREADY_STAFF =
  "This address already has a staff account. Change its role in Users if needed.";
export const STAFF_INVITATION_ALREADY_MEMBER =
  "This address belongs to a member. To make them staff, change their role in Users instead.";
export const STAFF_INVITATION_RACE =
  "This address was invited a moment ago by someone else. Reload the list and try again.";
export const STAFF_INVITATION_NOT_FOUND = "No such open invitation.";
/** Unknown token, or a link replaced by a newer invitation or revoked: one answer. */
export const STAFF_INVITATION_INVALID =
  "This invitation link is not valid. It may have been replaced by a newer invitation or withdrawn.";
export const STAFF_INVITATION_USED =
  "This invitation has already been used. Sign in with the password you chose.";
export const STAFF_INVITATION_EXPIRED =
  "This invitation has expired. Ask an admin to invite you again.";
/** The invited address got an account meanwhile (a member registered it, say). */
export const STAFF_INVITATION_ACCOUNT_EXISTS =
  "An account with this address exists already. Sign in, or ask an admin to change its role.";
export const STAFF_INVITATION_ACCEPTED =
  "Your staff account is ready. Sign in with your email address and new password.";

/** Body of POST /staff-invitations (admin). */
export const createStaffInvitationSchema = z.object({
  email: emailField("Email is required.", "Please enter a valid email address."),
  role: z.enum(STAFF_ROLES, { error: STAFF_INVITATION_ROLE_MESSAGE }),
});
export type CreateStaffInvitationInput = z.input<typeof createStaffInvitationSchema>;

/** Path of DELETE /staff-invitations/{id}. */
export const staffInvitationIdParamsSchema = z.object({
  id: idSchema("Invalid invitation id."),
});

/** Path of /staff-invitations/{token}…: any text; an unknown one answers 404. */
export const staffInvitationTokenParamsSchema = z.object({
  token: storableText(STAFF_INVITATION_INVALID).check(z.maxLength(200)),
});

/** Body of POST /staff-invitations/{token}/accept: who they are, and their password. */
export const acceptStaffInvitationSchema = z.object({
  firstname: nameField("First name is required."),
  lastname: nameField("Last name is required."),
  password: newPasswordField,
});
export type AcceptStaffInvitationInput = z.input<typeof acceptStaffInvitationSchema>;

/** What the invitation page's form validates before calling the API. */
export const acceptStaffInvitationFormSchema = z
  .object({
    firstname: nameField("First name is required."),
    lastname: nameField("Last name is required."),
    password: newPasswordField,
    confirmPassword: storableText("Please confirm your password.").check(
      z.minLength(1, { error: "Please confirm your password." }),
    ),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: "Passwords do not match.",
      path: ["confirmPassword"],
    }),
  );

/** An open invitation as admins list it (never its token). */
export interface StaffInvitation {
  id: number;
  email: string;
  role: StaffRole;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

/** GET /staff-invitations/{token}: what the link's page shows before the form. */
export interface StaffInvitationPreview {
  email: string;
  role: StaffRole;
  expires_at: string;
}
