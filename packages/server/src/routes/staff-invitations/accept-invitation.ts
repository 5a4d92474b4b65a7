import {
  acceptStaffInvitationSchema,
  STAFF_INVITATION_ACCEPTED,
  STAFF_INVITATION_ACCOUNT_EXISTS,
  staffInvitationTokenParamsSchema,
} from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { hashPassword } from "../../auth/password";
import { users } from "../../db/schema";
import { staffInvitations } from "../../db/staff-invitations-schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { App } from "../../lib/app-type";
import { ConflictError } from "../../lib/errors";
import { refuseCommonPassword } from "../accounts/password-rules";
import { signupRateLimits } from "../accounts/rate-limits";
import { usableInvitation } from "./invitation-queries";

export const acceptInvitationRoute = async (app: App) => {
  app.post(
    "/:token/accept",
    {
      schema: {
        tags: ["users"],
        summary:
          "Accept a staff invitation (no sign-in; rate limited; single use): makes the account with the invitation's address and role, the name and password given (the set-password rules). No membership, no consents. The invitee then signs in",
        params: staffInvitationTokenParamsSchema,
        body: acceptStaffInvitationSchema,
      },
      preHandler: signupRateLimits(app, "staff-invitation"),
    },
    async (request, reply) => {
      const { token } = request.params;
      const { firstname, lastname, password } = request.body;
      // A link that cannot work must not cost an argon2 hash; the locked read below decides.
      await usableInvitation(app.db, token);
      await refuseCommonPassword(password, "password");
      const passwordHash = await hashPassword(password);
      await app.db
        .transaction(async (tx) => {
          const invitation = await usableInvitation(tx, token, true);
          const [user] = await tx
            .insert(users)
            .values({
              firstname,
              lastname,
              email: invitation.email,
              // Staff give no phone number; My Profile asks for one if they edit their details.
              mobileNumber: "",
              passwordHash,
              role: invitation.role,
            })
            .returning({ id: users.id });
          if (!user) throw new Error("staff account not stored");
          await tx
            .update(staffInvitations)
            .set({ usedAt: sql`now()`, userId: user.id })
            .where(eq(staffInvitations.id, invitation.id));
          await recordAudit(
            tx,
            { actorId: user.id, ip: request.ip },
            {
              action: "staff_invitation.accept",
              targetType: "user",
              targetId: user.id,
              summary: `${invitation.email} accepted invitation ${invitation.id} as ${invitation.role}`,
            },
          );
        })
        .catch((error: unknown) => {
          // The address got an account after the invitation (registered as a member, say).
          if (isUniqueViolation(error, "users_email_lower_key"))
            throw new ConflictError(STAFF_INVITATION_ACCOUNT_EXISTS);
          throw error;
        });
      return reply.status(201).send({ message: STAFF_INVITATION_ACCEPTED });
    },
  );
};
