import { type JoinAnswer, joinSlugSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { applyJoinRequest } from "../../memberships/apply-join-request";
import { claimJoinRequest } from "../../memberships/join-requests";
import { signupRateLimits } from "../accounts/rate-limits";
import { joinLinkError } from "./join-link-error";
import { joinedText } from "./messages";

/**
 * Confirms an emailed link to join another brand, signed in or not (the link proves the
 * mailbox): the membership, its topics and its consent events, all or nothing, once. Only a
 * POST does this: mail scanners that fetch the link's page change nothing.
 */
export const joinRoute = async (app: App) => {
  app.post(
    "/public/join",
    {
      schema: {
        tags: ["memberships"],
        summary: "Join another brand with the slug of an emailed link (single use)",
        body: joinSlugSchema,
      },
      preHandler: signupRateLimits(app, "join"),
    },
    async (request): Promise<JoinAnswer> => {
      const { slug } = request.body;
      const joined = await app.db.transaction(async (tx) => {
        const claimed = await claimJoinRequest(tx, slug);
        if (!claimed) return null;
        await applyJoinRequest(tx, claimed);
        const [company] = await tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, claimed.companyId));
        return company ?? null;
      });
      if (!joined) throw await joinLinkError(app.db, slug);
      return { message: joinedText(joined.name), company_id: joined.id, company_name: joined.name };
    },
  );
};
