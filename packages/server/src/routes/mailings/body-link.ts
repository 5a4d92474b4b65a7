import { isHttpUrl } from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { mailingLinkClicks, mailings } from "../../db/mailings-schema";
import { newsletterDeliveries } from "../../db/newsletters-schema";
import type { App } from "../../lib/app-type";
import { readBodyLinkToken } from "../../newsletters/tracked-link-token";

const NOT_FOUND = "This link is not valid.";

/**
 * GET /m/{token}: a link of a mailing's body. A token this server signed, for a member the
 * mailing went to and a link the body has, records the click and answers 302 to the link's
 * address (taken from the mailing, never from the request). Anything else answers 404.
 */
export const bodyLinkRoutes = async (app: App) => {
  app.get(
    "/m/*",
    {
      schema: {
        tags: ["mailings"],
        summary: "A mailing's body link: records the click, then redirects to the link's address",
        params: z.object({ "*": z.string() }),
      },
    },
    async (request, reply) => {
      const token = request.params["*"];
      const link =
        token.length > 200 ? null : readBodyLinkToken(app.config.unsubscribeSecret, token);
      if (!link) return reply.status(404).send({ message: NOT_FOUND });
      const [found] = await app.db
        .select({ url: sql<string | null>`${mailings.links}[${link.resourceId}]` })
        .from(newsletterDeliveries)
        .innerJoin(mailings, eq(mailings.newsletterId, newsletterDeliveries.newsletterId))
        .where(
          and(
            eq(newsletterDeliveries.newsletterId, link.newsletterId),
            eq(newsletterDeliveries.userId, link.userId),
          ),
        );
      if (!found?.url || !isHttpUrl(found.url))
        return reply.status(404).send({ message: NOT_FOUND });
      await app.db
        .insert(mailingLinkClicks)
        .values({ newsletterId: link.newsletterId, userId: link.userId, link: link.resourceId })
        .onConflictDoUpdate({
          target: [
            mailingLinkClicks.newsletterId,
            mailingLinkClicks.userId,
            mailingLinkClicks.link,
          ],
          set: { clicks: sql`${mailingLinkClicks.clicks} + 1` },
        });
      return reply.status(302).header("cache-control", "no-store").redirect(found.url);
    },
  );
};
