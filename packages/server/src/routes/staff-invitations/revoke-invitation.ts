import { STAFF_INVITATION_NOT_FOUND, staffInvitationIdParamsSchema } from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { staffInvitations } from "../../db/staff-invitations-schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { isOpen } from "./invitation-queries";

export const revokeInvitationRoute = async (app: App) => {
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["users"],
        summary:
          "Revoke an open staff invitation (admin, audited): its link stops working. One already used, revoked or expired: 404",
        params: staffInvitationIdParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "revoke", subject: "staffInvitation" }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffInvitations)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(staffInvitations.id, id), isOpen()))
          .returning({ email: staffInvitations.email, role: staffInvitations.role });
        if (!row) throw new NotFoundError(STAFF_INVITATION_NOT_FOUND);
        await recordAudit(tx, request, {
          action: "staff_invitation.revoke",
          targetType: "staff_invitation",
          targetId: id,
          summary: `revoked the invitation of ${row.email} as ${row.role}`,
        });
      });
      return reply.status(204).send();
    },
  );
};
