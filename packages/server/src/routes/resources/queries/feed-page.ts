import { FEED_PAGE_SIZE } from "@sector/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orderBy } from "../../../db/index-order";
import { resourcePreferences, resources } from "../../../db/schema";
import { selectResourceRows } from "./resource-rows";

export interface FeedPageInput {
  companyId: number;
  /** Any of these; none means every resource of the company. */
  preferenceIds: number[];
  /** From 1. */
  page: number;
}

/**
 * One feed page, newest first. The shape is chosen for resources_company_created_idx
 * (company_id, created_at desc, id desc): the index yields the company's rows already in order,
 * and EXISTS probes resource_preferences by its primary key until the page is full. A
 * preference of another company is tagged on none of this company's resources: it matches
 * nothing, at no extra cost.
 */
export const feedPageQuery = (db: Executor, input: FeedPageInput) => {
  const conditions: SQL[] = [eq(resources.companyId, input.companyId)];
  if (input.preferenceIds.length > 0) {
    conditions.push(sql`exists (
      select 1 from ${resourcePreferences}
      where ${resourcePreferences.resourceId} = ${resources.id}
        and ${inArray(resourcePreferences.preferenceId, input.preferenceIds)})`);
  }
  return selectResourceRows(db)
    .where(and(...conditions))
    .orderBy(orderBy(resources.createdAt, "desc"), orderBy(resources.id, "desc"))
    .limit(FEED_PAGE_SIZE)
    .offset((input.page - 1) * FEED_PAGE_SIZE);
};
