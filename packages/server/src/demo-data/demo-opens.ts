import type { Executor } from "../db/client";
import { resourceOpens } from "../db/insights-schema";
import type { DemoClock } from "./demo-clock";
import type { LoadedMember, LoadedResource } from "./loaded-rows";

const DAY_MS = 86_400_000;

/**
 * The demo members' opens of their brands' resources, spread over the last 30 days: most of
 * those that share a topic with them, now and then one that does not. Written to
 * resource_opens directly; the caller rebuilds the rollups from it.
 */
export const writeDemoOpens = async (
  tx: Executor,
  {
    resources,
    members,
    clock,
    now,
  }: { resources: LoadedResource[]; members: LoadedMember[]; clock: DemoClock; now: Date },
) => {
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const rows: (typeof resourceOpens.$inferInsert)[] = [];
  for (const member of members) {
    for (const resource of resources) {
      if (!member.companyIds.includes(resource.companyId)) continue;
      const shared = resource.topicIds.some((t) => member.topicIds.includes(t));
      if (clock.random() > (shared ? 0.85 : 0.25)) continue;
      const from = new Date(
        Math.max(monthAgo.getTime(), member.createdAt.getTime(), resource.createdAt.getTime()),
      );
      const times = shared ? 1 + clock.below(3) : 1;
      for (let i = 0; i < times; i++) {
        rows.push({
          userId: member.id,
          resourceId: resource.id,
          companyId: resource.companyId,
          openedAt: clock.between(from),
        });
      }
    }
  }
  if (rows.length > 0) await tx.insert(resourceOpens).values(rows);
  return rows.length;
};
