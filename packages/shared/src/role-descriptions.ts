import type { Role } from "./constants";

/**
 * What each role can do, in a sentence (the role dialog, the invitation dialog and its mail).
 * Kept true to the server's policy (packages/server/src/auth/policy.ts).
 */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  user: "Member: reads the feed of their websites' resources, registers for events and manages their own topics, consents and profile. No back office.",
  employee:
    "Employee: uploads and edits resources and events, browses the archive, and drafts newsletters, segments and mailings. Cannot send mailings, manage websites or users, or export data.",
  admin:
    "Admin: everything, including websites and topics, users and their roles, staff invitations, sending newsletters and mailings, sponsors and leads, exports, webhooks and the audit log.",
};

/** What making somebody an admin grants, asked again before it is saved. */
export const ADMIN_GRANT =
  "An admin can change every user's role (their own included), invite staff, export member data and leads, erase members, and send mailings to every member.";
