import {
  createStaffInvitationSchema,
  STAFF_INVITATION_ALREADY_MEMBER,
  STAFF_INVITATION_ALREADY_STAFF,
  STAFF_INVITATION_RACE,
  STAFF_INVITATION_TTL_MS,
  type StaffInvitation,
} from "@sector/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../../auth/actor";
import { hashSlug, newSlug } from "../../auth/slugs";
import { users } from "../../db/schema";
import { staffInvitations } from "../../db/staff-invitations-schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { ConflictError } from "../../lib/errors";
import { staffInvitationMail } from "../../mail/staff-invitation-mail";
import { presentStaffInvitation } from "../../presenters/staff-invitation";

export const createInvitationRoute = async (app: App) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["users"],
        summary:
          "Invite an employee or an admin by email (admin, audited): mails a single-use link, valid 7 days, that sets their password. Inviting an address again replaces its open invitation; an address with an account answers 409 (a member's role is changed in Users)",
        body: createStaffInvitationSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "create", subject: "staffInvitation" }),
    },
    async (request, reply) => {
      const { email, role } = request.body;
      const token = newSlug();
      const created = await app.db
        .transaction(async (tx) => {
          const [inviter] = await tx
            .select({ firstname: users.firstname, lastname: users.lastname })
            .from(users)
            .where(eq(users.id, actorOf(request).id));
          const [account] = await tx
            .select({ role: users.role })
            .from(users)
            .where(and(eq(sql`lower(${users.email})`, email), isNull(users.erasedAt)));
          if (account) {
            // A member becomes staff by a role change (Users), which keeps their history.
            const why =
              account.role === "user"
                ? STAFF_INVITATION_ALREADY_MEMBER
                : STAFF_INVITATION_ALREADY_STAFF;
            throw new ConflictError(why, { email: why });
          }
          // One open invitation per address: the earlier link stops working.
          const replaced = await tx
            .update(staffInvitations)
            .set({ revokedAt: sql`now()` })
            .where(
              and(
                eq(sql`lower(${staffInvitations.email})`, email),
                isNull(staffInvitations.usedAt),
                isNull(staffInvitations.revokedAt),
              ),
            )
            .returning({ id: staffInvitations.id });
          const [row] = await tx
            .insert(staffInvitations)
            .values({
              email,
              role,
              tokenHash: hashSlug(token),
              invitedBy: actorOf(request).id,
              expiresAt: new Date(Date.now() + STAFF_INVITATION_TTL_MS),
            })
            .returning();
          if (!row) throw new Error("invitation not stored");
          await recordAudit(tx, request, {
            action: "staff_invitation.create",
            targetType: "staff_invitation",
            targetId: row.id,
            summary: `invited ${email} as ${role}${replaced.length > 0 ? ` (replaces invitation ${replaced.map((r) => r.id).join(", ")})` : ""}`,
          });
          await enqueueJob(
            tx,
            "mail",
            staffInvitationMail({
              to: email,
              role,
              link: `${app.config.publicUrl}/staff-invitation/${token}`,
            }),
          );
          return presentStaffInvitation(
            row,
            inviter ? `${inviter.firstname} ${inviter.lastname}` : null,
          );
        })
        .catch((error: unknown) => {
          // The same address invited twice at once: the second finds the first's open row.
          if (isUniqueViolation(error, "staff_invitations_open_email_key"))
            throw new ConflictError(STAFF_INVITATION_RACE);
          throw error;
        });
      app.jobs.kick();
      const answer: { invitation: StaffInvitation } = {
        invitation: created,
      };
      return reply.status(201).send(answer);
    },
  );
};
