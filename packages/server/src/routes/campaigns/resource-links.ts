import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { campaignResources } from "../../db/sponsors-schema";

/** A campaign's resources become exactly `resourceIds`. */
export const setCampaignResources = async (
  tx: Executor,
  campaignId: number,
  resourceIds: number[],
): Promise<void> => {
  await tx.delete(campaignResources).where(eq(campaignResources.campaignId, campaignId));
  await tx
    .insert(campaignResources)
    .values(resourceIds.map((resourceId) => ({ campaignId, resourceId })));
};
