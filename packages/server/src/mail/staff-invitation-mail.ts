import { ROLE_DESCRIPTIONS, type StaffRole } from "@sector/shared";
import { message } from "./templates";

/** The invitation to a staff account (issue 64): its link sets the password, once. */
export const staffInvitationMail = (p: { to: string; role: StaffRole; link: string }) =>
  message(
    p.to,
    `You are invited to Sector Portal as ${p.role === "admin" ? "an admin" : "an employee"}`,
    "Sector Portal",
    [
      "Hello,",
      `An admin of Sector Portal invited you to its back office as ${p.role === "admin" ? "an admin" : "an employee"}. ${ROLE_DESCRIPTIONS[p.role]}`,
      "To accept, choose your password. This link works once and expires in 7 days.",
      "If you did not expect this invitation, you can ignore this email: no account is made without it.",
    ],
    { label: "Accept the invitation", url: p.link },
  );
