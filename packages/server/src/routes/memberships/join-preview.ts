import { CONSENT_PURPOSES, type JoinPreview, joinSlugSchema } from "@sector/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import { shownConsentTexts } from "../../consent/consent-texts";
import { companies, preferences } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { fieldError } from "../../lib/errors";
import { joinLinkState } from "../../memberships/join-requests";
import { signupRateLimits } from "../accounts/rate-limits";
import { JOIN_LINK_MESSAGES } from "./messages";

/**
 * What confirming a join link will do, for the page the link opens: the brand, the topics and
 * the consents chosen, as the mail already said. A POST (the slug stays out of URLs and logs),
 * and it changes nothing: only POST /user/public/join does.
 */
export const joinPreviewRoute = async (app: App) => {
  app.post(
    "/public/join/preview",
    {
      schema: {
        tags: ["memberships"],
        summary: "What an emailed link to join another brand will add (changes nothing)",
        body: joinSlugSchema,
      },
      preHandler: signupRateLimits(app, "join"),
    },
    async (request): Promise<JoinPreview> => {
      const link = await joinLinkState(app.db, request.body.slug);
      if (link.state !== "open") throw fieldError("slug", JOIN_LINK_MESSAGES[link.state]);
      const { companyId, preferenceIds, consents, expiresAt } = link.request;
      const [[company], topics, texts] = await Promise.all([
        app.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)),
        preferenceIds.length === 0
          ? Promise.resolve([])
          : app.db
              .select({ name: preferences.name })
              .from(preferences)
              .where(
                and(eq(preferences.companyId, companyId), inArray(preferences.id, preferenceIds)),
              )
              .orderBy(asc(preferences.name)),
        shownConsentTexts(app.db, companyId, consents.versions),
      ]);
      if (!company) throw fieldError("slug", JOIN_LINK_MESSAGES.unknown);
      return {
        company_id: companyId,
        company_name: company.name,
        topics: topics.map((t) => t.name),
        consents: CONSENT_PURPOSES.map((purpose) => ({
          purpose,
          granted: consents.granted[purpose],
          text: texts.get(purpose)?.text ?? "",
        })),
        expires_at: expiresAt.toISOString(),
      };
    },
  );
};
