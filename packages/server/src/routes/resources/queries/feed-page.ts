import { FEED_PAGE_SIZE, type Resource } from "@sector/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orderBy } from "../../../db/index-order";
import { preparedPer, preparedPerVariant } from "../../../db/prepared";
import { preferences, resourcePreferences, resources } from "../../../db/schema";
import { pageOfRanked, presentPage, rankIn, selectPageRows } from "./resource-rows";

export interface FeedPageInput {
  companyId: number;
  /** Any of these; none means every resource of the company. */
  preferenceIds: number[];
  /** From 1. */
  page: number;
}

/**
 * Every resource of the company, newest first: a walk of resources_company_created_idx
 * (company_id, created_at desc, id desc) that stops at the end of the page.
 */
const companyFeed = preparedPer((db) => {
  const order = [orderBy(resources.createdAt, "desc"), orderBy(resources.id, "desc")];
  const ranked = db
    .select({ id: resources.id, pos: rankIn(order) })
    .from(resources)
    .where(eq(resources.companyId, sql.placeholder("companyId")));
  return selectPageRows(db, pageOfRanked(ranked.getSQL(), FEED_PAGE_SIZE)).prepare(
    "feed_company_page",
  );
});

/**
 * How many links of each topic the first pages read: page 1, then pages 2 to 5. Constants, so
 * the statements for them have no parameter in a LIMIT and PostgreSQL keeps one generic plan
 * for each (see pageOfRanked); deeper pages read `end` links of each topic.
 */
const FIRST_PAGES_TAKES = [FEED_PAGE_SIZE, 5 * FEED_PAGE_SIZE] as const;

/**
 * The resources of the company tagged with any of the topics, newest first. Each topic's
 * links are read newest first from resource_preferences_feed_idx (preference_id, created_at
 * desc, resource_id desc), which holds the resource's created_at: the first `take` (at least
 * offset + 12) of each topic (LATERAL), never more. A resource tagged with two of the topics
 * is in both lists and counted once (GROUP BY); the union of those lists holds the first
 * offset + 12 of the feed, since anything before an entry of the feed is before it in that
 * entry's own topic. Only the company's topics are read: a resource has topics of its own
 * company only (uploads and edits check it), so another company's topic matches nothing, as
 * it did when the feed was filtered on the resource's company.
 */
const taggedFeedWith = (take: SQL) => (db: Executor) => {
  const entryOrder = [
    orderBy(resourcePreferences.createdAt, "desc"),
    orderBy(resourcePreferences.resourceId, "desc"),
  ];
  const ranked = sql`
    select "entries"."id",
      row_number() over (order by "entries"."created_at" desc nulls last,
                                  "entries"."id" desc nulls last) as "pos"
    from ${preferences}
    cross join lateral (
      select ${resourcePreferences.resourceId} as "id", ${resourcePreferences.createdAt} as "created_at"
      from ${resourcePreferences}
      where ${resourcePreferences.preferenceId} = ${preferences.id}
      order by ${sql.join(entryOrder, sql`, `)}
      limit ${take}
    ) as "entries"
    where ${preferences.companyId} = ${sql.placeholder("companyId")}
      and ${preferences.id} = any(${sql.placeholder("preferenceIds")}::int[])
    group by "entries"."id", "entries"."created_at"`;
  return selectPageRows(db, pageOfRanked(ranked, FEED_PAGE_SIZE));
};

const taggedFirstPages = preparedPerVariant(String, (db, take: number) =>
  taggedFeedWith(sql.raw(String(take)))(db).prepare(`feed_tagged_take_${take}`),
);

/** Deeper pages: reading the links is the bulk of the work, planning it again matters less. */
const taggedDeepPages = preparedPer((db) =>
  taggedFeedWith(sql`${sql.placeholder("end")}`)(db).prepare("feed_tagged_deep_pages"),
);

/** The statement of a feed page and its values (the query-plan tests explain it). */
export const feedStatement = (db: Executor, input: FeedPageInput) => {
  const offset = (input.page - 1) * FEED_PAGE_SIZE;
  const end = offset + FEED_PAGE_SIZE;
  if (input.preferenceIds.length === 0) {
    return { statement: companyFeed(db), values: { companyId: input.companyId, offset, end } };
  }
  const take = FIRST_PAGES_TAKES.find((firstPages) => end <= firstPages);
  return {
    statement: take ? taggedFirstPages(db, take) : taggedDeepPages(db),
    values: { companyId: input.companyId, preferenceIds: input.preferenceIds, offset, end },
  };
};

/** One feed page, presented: one statement whatever the page. */
export const feedPage = async (db: Executor, input: FeedPageInput): Promise<Resource[]> => {
  const { statement, values } = feedStatement(db, input);
  return presentPage(await statement.execute(values));
};
