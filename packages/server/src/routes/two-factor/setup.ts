import { TWO_FACTOR_ALREADY_ON, type TwoFactorSetup } from "@sector/shared";
import { isNull } from "drizzle-orm";
import { authorize } from "../../auth/policy";
import { seal, secretBoxKey } from "../../auth/secret-box";
import { base32Encode, newTotpSecret, otpauthUrl } from "../../auth/totp";
import { userMfa } from "../../db/identity-schema";
import type { App } from "../../lib/app-type";
import { ConflictError, UnauthorizedError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";

const ISSUER = "Sector Portal";

export const setupRoute = async (app: App) => {
  app.post(
    "/protected/2fa/setup",
    {
      schema: {
        tags: ["two-factor"],
        summary:
          "Start two-factor enrolment: a new secret (replacing a pending one) and its otpauth URL",
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request): Promise<TwoFactorSetup> => {
      const actor = actorOf(request);
      authorize(actor, { action: "setup", subject: "twoFactor", ownerId: actor.id });
      const email = request.currentUser?.email;
      if (!email) throw new UnauthorizedError();
      const secret = newTotpSecret();
      const secretEnc = seal(secretBoxKey(app.config.mfaEncryptionKey), secret);
      // One statement: a pending secret is replaced, an enabled one never (409).
      const [stored] = await app.db
        .insert(userMfa)
        .values({ userId: actor.id, secretEnc })
        .onConflictDoUpdate({
          target: userMfa.userId,
          set: { secretEnc, lastStep: null, createdAt: new Date() },
          setWhere: isNull(userMfa.enabledAt),
        })
        .returning({ userId: userMfa.userId });
      if (!stored) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
      const base32 = base32Encode(secret);
      return { secret: base32, otpauth_url: otpauthUrl(base32, email, ISSUER) };
    },
  );
};
