import type { TwoFactorStatus } from "@sector/shared";
import { type Actor, authorize, mustUseTwoFactor } from "../../auth/policy";
import { hasTwoFactor, recoveryCodesLeft } from "../../auth/second-factor";
import type { Executor } from "../../db/client";
import type { App } from "../../lib/app-type";
import { actorOf } from "../../plugins/authenticate";

/** The status of an account's two-factor sign-in, as GET /2fa and disabling answer it. */
export const twoFactorStatus = async (
  app: App,
  db: Executor,
  actor: Actor,
): Promise<TwoFactorStatus> => {
  const enabled = await hasTwoFactor(db, actor.id);
  return {
    enabled,
    required: Boolean(app.config.requireStaff2fa) && mustUseTwoFactor(actor.role),
    recovery_codes_left: enabled ? await recoveryCodesLeft(db, actor.id) : 0,
  };
};

export const statusRoute = async (app: App) => {
  app.get(
    "/protected/2fa",
    {
      schema: {
        tags: ["two-factor"],
        summary: "The signed-in user's two-factor sign-in: on, required, recovery codes left",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<TwoFactorStatus> => {
      const actor = actorOf(request);
      authorize(actor, { action: "read", subject: "twoFactor", ownerId: actor.id });
      return twoFactorStatus(app, app.db, actor);
    },
  );
};
