import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { sponsors } from "../../../db/schema";
import { campaignResources, campaigns } from "../../../db/sponsors-schema";

/** Whether a sponsor of this id exists. */
export const sponsorExists = async (db: Executor, sponsorId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(eq(sponsors.id, sponsorId));
  return row !== undefined;
};

/**
 * A campaign not over yet that collects leads on this resource for a sponsor other than
 * `sponsorId` (null: none): moving the resource to another sponsor, or to none, would send
 * that campaign's leads under a name the dialog no longer shows.
 */
export const campaignOfOtherSponsor = async (
  db: Executor,
  resourceId: number,
  sponsorId: number | null,
) => {
  const [row] = await db
    .select({ name: campaigns.name, sponsor: sponsors.name })
    .from(campaignResources)
    .innerJoin(campaigns, eq(campaigns.id, campaignResources.campaignId))
    .innerJoin(sponsors, eq(sponsors.id, campaigns.sponsorId))
    .where(
      and(
        eq(campaignResources.resourceId, resourceId),
        isNull(campaigns.endedAt),
        gt(campaigns.endsAt, sql`now()`),
        sponsorId === null ? undefined : ne(campaigns.sponsorId, sponsorId),
      ),
    )
    .limit(1);
  return row ?? null;
};
