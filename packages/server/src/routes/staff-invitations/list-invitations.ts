import type { StaffInvitation } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { orderBy } from "../../db/index-order";
import { users } from "../../db/schema";
import { staffInvitations } from "../../db/staff-invitations-schema";
import type { App } from "../../lib/app-type";
import { presentStaffInvitation } from "../../presenters/staff-invitation";
import { isOpen } from "./invitation-queries";

/** More open invitations than anyone reads in one list; the oldest past it wait for a revoke. */
const LIST_LIMIT = 200;

export const listInvitationsRoute = async (app: App) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["users"],
        summary:
          "The open staff invitations (admin), newest first: neither used, revoked nor expired; never their tokens",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "list", subject: "staffInvitation" }),
    },
    async (): Promise<{ invitations: StaffInvitation[] }> => {
      const rows = await app.db
        .select({
          invitation: staffInvitations,
          inviter: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
        })
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .where(isOpen())
        .orderBy(orderBy(staffInvitations.createdAt, "desc"), orderBy(staffInvitations.id, "desc"))
        .limit(LIST_LIMIT);
      return {
        invitations: rows.map((row) => presentStaffInvitation(row.invitation, row.inviter)),
      };
    },
  );
};
