import { isHttpUrl } from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { newsletterClicks, newsletterDeliveries } from "../../db/newsletters-schema";
import { resources } from "../../db/schema";
import type { App } from "../../lib/app-type";
import { readTrackedLinkToken } from "../../newsletters/tracked-link-token";

const NOT_FOUND = "This link is not valid.";

/**
 * GET /r/{token}: an item's link in a mailed edition. A token this server signed, for a member
 * the edition went to and a resource that exists with a web URL, records the open (the insights
 * count it; the edition counts the member as having clicked) and answers 302 to the resource.
 * Anything else answers 404 and leads nowhere.
 */
export const trackedLinkRoutes = async (app: App) => {
  app.get(
    // A wildcard, not a parameter: a parameter longer than Fastify's limit would answer 414.
    "/r/*",
    {
      schema: {
        tags: ["newsletters"],
        summary: "A newsletter item's link: records the open, then redirects to the resource",
        params: z.object({ "*": z.string() }),
      },
    },
    async (request, reply) => {
      const token = request.params["*"];
      const link =
        token.length > 200 ? null : readTrackedLinkToken(app.config.unsubscribeSecret, token);
      if (!link) return reply.status(404).send({ message: NOT_FOUND });
      const [found] = await app.db
        .select({ url: resources.resourceUrl })
        .from(newsletterDeliveries)
        .innerJoin(resources, eq(resources.id, link.resourceId))
        .where(
          and(
            eq(newsletterDeliveries.newsletterId, link.newsletterId),
            eq(newsletterDeliveries.userId, link.userId),
          ),
        );
      // Only web URLs are stored now; one saved before that rule (chrome:, javascript:, …)
      // would have the reader's browser sent there from our address.
      if (!found || !isHttpUrl(found.url)) return reply.status(404).send({ message: NOT_FOUND });
      await app.db
        .insert(newsletterClicks)
        .values(link)
        .onConflictDoUpdate({
          target: [
            newsletterClicks.newsletterId,
            newsletterClicks.userId,
            newsletterClicks.resourceId,
          ],
          set: { clicks: sql`${newsletterClicks.clicks} + 1` },
        });
      await app.opens.record(link.userId, link.resourceId);
      return reply.status(302).header("cache-control", "no-store").redirect(found.url);
    },
  );
};
