import {
  enableTwoFactorSchema,
  TOTP_CODE_INVALID,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_SET_UP,
  type TwoFactorEnabled,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { authorize } from "../../auth/policy";
import { hashRecoveryCode, newRecoveryCodes } from "../../auth/recovery-codes";
import { acceptTotp } from "../../auth/second-factor";
import { secretBoxKey } from "../../auth/secret-box";
import { mfaRecoveryCodes, userMfa } from "../../db/identity-schema";
import type { App } from "../../lib/app-type";
import { ConflictError, fieldError, UnauthorizedError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { noteTwoFactorEvent } from "./notify";

type Outcome = { codes: string[] } | { refused: "not_set_up" | "already_on" | "wrong_code" };

export const enableRoute = async (app: App) => {
  app.post(
    "/protected/2fa/enable",
    {
      schema: {
        tags: ["two-factor"],
        summary:
          "Confirm the secret just set up with a current code: two-factor on, recovery codes",
        body: enableTwoFactorSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<TwoFactorEnabled> => {
      const actor = actorOf(request);
      authorize(actor, { action: "enable", subject: "twoFactor", ownerId: actor.id });
      const user = request.currentUser;
      if (!user) throw new UnauthorizedError();
      const key = secretBoxKey(app.config.mfaEncryptionKey);
      const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
        const [row] = await tx
          .select({ enabledAt: userMfa.enabledAt })
          .from(userMfa)
          .where(eq(userMfa.userId, actor.id))
          .for("update");
        if (!row) return { refused: "not_set_up" };
        if (row.enabledAt !== null) return { refused: "already_on" };
        if (!(await acceptTotp(tx, key, actor.id, request.body.code, false))) {
          return { refused: "wrong_code" };
        }
        await tx.update(userMfa).set({ enabledAt: new Date() }).where(eq(userMfa.userId, actor.id));
        const codes = newRecoveryCodes();
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, actor.id));
        await tx
          .insert(mfaRecoveryCodes)
          .values(codes.map((code) => ({ userId: actor.id, codeHash: hashRecoveryCode(code) })));
        await noteTwoFactorEvent(tx, {
          by: { actorId: actor.id, ip: request.ip },
          user,
          event: "enabled",
          publicUrl: app.config.publicUrl,
        });
        return { codes };
      });
      if ("refused" in outcome) {
        if (outcome.refused === "already_on") throw new ConflictError(TWO_FACTOR_ALREADY_ON);
        if (outcome.refused === "not_set_up") throw fieldError("code", TWO_FACTOR_NOT_SET_UP);
        throw fieldError("code", TOTP_CODE_INVALID);
      }
      app.jobs.kick();
      return { recovery_codes: outcome.codes };
    },
  );
};
