import { type UnsubscribeTarget, unsubscribeParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { currentConsent, recordConsent } from "../../consent/consent-ledger";
import { currentConsentTexts } from "../../consent/consent-texts";
import { readUnsubscribeToken } from "../../consent/unsubscribe-token";
import { companies, users } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";
export const UNSUBSCRIBED = { message: "You have been unsubscribed." };

/** The member, brand and purpose a token names, if the token is ours and they exist. */
const targetOf = async (app: App, token: string) => {
  const target = readUnsubscribeToken(app.config.unsubscribeSecret, token);
  if (!target) throw new NotFoundError(INVALID_UNSUBSCRIBE_LINK);
  const [found] = await app.db
    .select({ companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, target.companyId))
    .where(eq(users.id, target.userId));
  if (!found) throw new NotFoundError(INVALID_UNSUBSCRIBE_LINK);
  return { ...target, companyName: found.companyName };
};

/**
 * One-click unsubscribe (RFC 8058): no sign-in, the signed token says who and what. Mail
 * clients POST `List-Unsubscribe=One-Click` as a form; the web page POSTs an empty JSON body.
 */
export const unsubscribeRoutes = async (app: App) => {
  // The RFC 8058 body is form-encoded; its content is fixed and carries nothing we need.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  app.get(
    "/unsubscribe/:token",
    {
      schema: {
        tags: ["consents"],
        summary: "What an unsubscribe link stops: brand, purpose, wording, current state",
        params: unsubscribeParamsSchema,
      },
    },
    async (request): Promise<UnsubscribeTarget> => {
      const target = await targetOf(app, request.params.token);
      const [consent, texts] = await Promise.all([
        currentConsent(app.db, target.userId, target.companyId, target.purpose),
        currentConsentTexts(app.db, target.companyId),
      ]);
      return {
        company_name: target.companyName,
        purpose: target.purpose,
        text: texts.get(target.purpose)?.text ?? "",
        granted: consent?.granted ?? false,
      };
    },
  );

  app.post(
    "/unsubscribe/:token",
    {
      schema: {
        tags: ["consents"],
        summary: "Withdraw the consent a signed link names (RFC 8058 one-click); repeatable",
        params: unsubscribeParamsSchema,
      },
    },
    async (request) => {
      const target = await targetOf(app, request.params.token);
      await app.db.transaction(async (tx) => {
        // Under a row lock of the member: two clicks at once record one withdrawal.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, target.userId))
          .for("update");
        const consent = await currentConsent(tx, target.userId, target.companyId, target.purpose);
        if (consent && !consent.granted) return;
        const text = (await currentConsentTexts(tx, target.companyId)).get(target.purpose);
        if (!text) throw new Error(`no ${target.purpose} wording for company ${target.companyId}`);
        await recordConsent(tx, {
          userId: target.userId,
          companyId: target.companyId,
          purpose: target.purpose,
          granted: false,
          textId: text.id,
          source: "unsubscribe",
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        });
      });
      return UNSUBSCRIBED;
    },
  );
};
