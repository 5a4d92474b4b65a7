import { FEED_PAGE_SIZE, type Resource } from "@sector/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
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
  /**
   * The resource the page follows (the `next` cursor of the page before): when set, the page
   * is the 12 resources after it in the feed's order, whatever `page` says.
   */
  after?: number;
}

/**
 * Where a page after a cursor starts: the created_at and id of the resource the cursor names
 * (a row of no rows, so no page, when there is no such resource).
 */
const cursorPosition = sql`(select "cursor"."created_at", "cursor"."id" from ${resources} as "cursor"
  where "cursor"."id" = ${sql.placeholder("after")})`;

/**
 * Every resource of the company, newest first: a walk of resources_company_created_idx
 * (company_id, created_at desc, id desc) that stops at the end of the page.
 */
const companyFeedOf = (db: Executor, after: boolean) => {
  const order = [orderBy(resources.createdAt, "desc"), orderBy(resources.id, "desc")];
  const ranked = db
    .select({ id: resources.id, pos: rankIn(order) })
    .from(resources)
    .where(
      and(
        eq(resources.companyId, sql.placeholder("companyId")),
        after ? sql`(${resources.createdAt}, ${resources.id}) < ${cursorPosition}` : undefined,
      ),
    );
  return selectPageRows(db, pageOfRanked(ranked.getSQL(), FEED_PAGE_SIZE));
};

const companyFeed = preparedPer((db) => companyFeedOf(db, false).prepare("feed_company_page"));

/** After a cursor: the same walk of the index, from the cursor's place in it. */
const companyFeedAfter = preparedPer((db) => companyFeedOf(db, true).prepare("feed_company_after"));

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
const taggedFeedWith =
  (take: SQL, after = false) =>
  (db: Executor) => {
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
        ${after ? sql`and (${resourcePreferences.createdAt}, ${resourcePreferences.resourceId}) < ${cursorPosition}` : sql``}
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

/**
 * After a cursor: each topic's first 12 links after the cursor's place in its index (the
 * same place in the feed's order), so a page deep in the feed costs what page 1 does.
 */
const taggedAfter = preparedPer((db) =>
  taggedFeedWith(sql.raw(String(FEED_PAGE_SIZE)), true)(db).prepare("feed_tagged_after"),
);

/** The statement of a feed page and its values (the query-plan tests explain it). */
export const feedStatement = (db: Executor, input: FeedPageInput) => {
  if (input.after !== undefined) {
    const { companyId, preferenceIds, after } = input;
    const values = { companyId, after, offset: 0, end: FEED_PAGE_SIZE };
    return preferenceIds.length === 0
      ? { statement: companyFeedAfter(db), values }
      : { statement: taggedAfter(db), values: { ...values, preferenceIds } };
  }
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
