import type { Role } from "@sector/shared";
import { ForbiddenError } from "../lib/errors";

/** Who is acting: the signed-in user, as the authenticate hook loaded it. */
export interface Actor {
  id: number;
  role: Role;
}

/**
 * Every permission of SPEC.md section 6 in one place. Subjects that belong to somebody carry
 * the owner's id so ownership is checked here, not in the handlers.
 */
export type Permission =
  | { action: "read"; subject: "company" }
  | { action: "create" | "update"; subject: "company" }
  | { action: "create" | "update" | "delete"; subject: "preference" }
  | { action: "read"; subject: "feed" }
  | { action: "list" | "create" | "update"; subject: "resource" }
  | { action: "list"; subject: "user" }
  | { action: "updateRole"; subject: "user" }
  | { action: "read" | "update"; subject: "userPreferences"; ownerId: number }
  | { action: "read"; subject: "profile" }
  | { action: "read" | "retry"; subject: "mail" }
  | { action: "read" | "update"; subject: "consents"; ownerId: number }
  | { action: "update"; subject: "consentTexts" }
  | { action: "export"; subject: "leads" }
  | { action: "read"; subject: "audit" }
  | { action: "read"; subject: "insights" }
  | { action: "record"; subject: "open" }
  | { action: "read"; subject: "resourceOpens" }
  | { action: "export" | "erase"; subject: "memberData"; ownerId: number }
  | { action: "export" | "erase"; subject: "member" }
  | { action: "create" | "read"; subject: "memberImport" }
  | { action: "change"; subject: "password"; ownerId: number }
  // Firmographics (country, company size, …): each person states their own, staff included.
  | { action: "update"; subject: "profileDetails"; ownerId: number }
  | { action: "read" | "setup" | "enable" | "disable"; subject: "twoFactor"; ownerId: number }
  | { action: "list" | "create" | "update" | "delete" | "test"; subject: "webhook" }
  | { action: "list" | "read" | "create" | "update" | "cancel" | "test"; subject: "newsletter" }
  // A member's working links (unsubscribe, tracked) in a preview of their mail: others get inert ones.
  | { action: "read"; subject: "memberMailLinks" }
  // Where a test edition may go: the account the address is (null: none, or erased).
  | { action: "receive"; subject: "newsletterTest"; recipient: { id: number; role: Role } | null }
  | { action: "send"; subject: "newsletterSending" }
  | { action: "read" | "update"; subject: "newsletterSettings" }
  // Segments and mailings (issue 62): staff make, preview and test them; admins send them.
  | { action: "list" | "read" | "create" | "update" | "delete" | "count"; subject: "segment" }
  | { action: "list" | "read" | "create" | "update" | "test"; subject: "mailing" }
  | { action: "send" | "cancel" | "exportClickers"; subject: "mailingSending" }
  | { action: "read" | "update"; subject: "mailingSettings" }
  | { action: "list" | "create" | "delete"; subject: "suppression" }
  | { action: "list" | "read" | "create" | "update"; subject: "sponsor" }
  | { action: "list" | "read" | "create" | "update" | "end" | "export"; subject: "campaign" }
  // A campaign's leads one by one: the list, and sending one back to the sponsor or undoing that.
  | { action: "list" | "reject" | "restore"; subject: "campaignLead" }
  | { action: "list" | "create" | "update" | "delete" | "test"; subject: "leadDestination" }
  | { action: "read" | "redeliver"; subject: "leadDelivery" }
  // The secret links to a sponsor's own report: making one, the list, revoking one.
  | { action: "list" | "create" | "revoke"; subject: "sponsorReportLink" }
  // Members share their own details; staff have nothing to share and are never asked.
  | { action: "share"; subject: "sponsorShare" }
  | { action: "read" | "withdraw"; subject: "sponsorShares"; ownerId: number }
  // Events (issue 63): members register; staff see, export and mark attendance.
  | { action: "register"; subject: "event" }
  | { action: "list" | "read"; subject: "event" }
  // Who registered, their CSV and their attendance: member lists, the admins' as every other.
  | { action: "list" | "export" | "importAttendance"; subject: "eventRegistrants" }
  // The sample content of a fresh start: whether it is there, and removing it.
  | { action: "read" | "remove"; subject: "demoData" }
  // Staff invitations (issue 64): admins invite employees and admins, list and revoke them.
  | { action: "list" | "create" | "revoke"; subject: "staffInvitation" };

const STAFF: readonly Role[] = ["admin", "employee"];

export const can = (actor: Actor, permission: Permission): boolean => {
  switch (permission.subject) {
    case "company":
      return permission.action === "read" || actor.role === "admin";
    case "preference":
    case "user":
    case "mail":
    case "consentTexts":
    case "leads":
    case "audit":
    case "insights":
    case "member":
    case "memberImport":
    case "webhook":
    // Sending an edition (now or at a time), cancelling a scheduled one, the weekly schedule.
    case "newsletterSending":
    case "newsletterSettings":
    case "mailingSending":
    case "suppression":
    case "sponsor":
    case "campaign":
    case "campaignLead":
    case "leadDestination":
    case "leadDelivery":
    case "sponsorReportLink":
    case "demoData":
    case "memberMailLinks":
    case "eventRegistrants":
    case "staffInvitation":
      return actor.role === "admin";
    case "sponsorShare":
      return actor.role === "user";
    // Members register for their brands' events; staff see them and their counts.
    case "event":
      return permission.action === "register" ? actor.role === "user" : STAFF.includes(actor.role);
    case "mailingSettings":
      return permission.action === "read" ? STAFF.includes(actor.role) : actor.role === "admin";
    case "resource":
    case "newsletter":
    case "segment":
    case "mailing":
    case "resourceOpens":
      return STAFF.includes(actor.role);
    case "userPreferences":
    case "consents":
    case "memberData":
      return actor.role === "admin" || actor.id === permission.ownerId;
    case "sponsorShares":
      return actor.id === permission.ownerId;
    // A staff member's own address; an admin's test may also go to another staff account.
    case "newsletterTest": {
      const { recipient } = permission;
      if (!recipient || !STAFF.includes(actor.role) || !STAFF.includes(recipient.role))
        return false;
      return recipient.id === actor.id || actor.role === "admin";
    }
    case "feed":
    case "profile":
    case "open":
      return true;
    // Nobody sets another member's password, an admin included: members use a reset link.
    case "password":
    case "twoFactor":
    case "profileDetails":
      return actor.id === permission.ownerId;
  }
};

/** REQUIRE_STAFF_2FA: the roles that must sign in with a second factor when it is on. */
export const mustUseTwoFactor = (role: Role): boolean => STAFF.includes(role);

/** Throws 403 unless `actor` may do it. */
export const authorize = (actor: Actor, permission: Permission): void => {
  if (!can(actor, permission)) throw new ForbiddenError();
};
