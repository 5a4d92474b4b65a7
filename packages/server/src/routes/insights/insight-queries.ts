import type { InsightPeriod, Insights } from "@sector/shared";
import { and, asc, desc, eq, gt, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { eventRegistrations, events } from "../../db/events-schema";
import {
  consentCounts,
  resourceOpenTotals,
  signupDays,
  topicOpenTotals,
} from "../../db/insights-schema";
import { refreshOpenRollups } from "../../db/open-rollups";
import { companies, preferences, resources } from "../../db/schema";

/** Today, as a UTC day: the rollups' days are UTC days. */
const TODAY = sql`(now() at time zone 'UTC')::date`;

/** Each period's sign-up bucket, how many buckets it shows, and its window of opens in days. */
const PERIODS = {
  "30d": { bucket: "day", buckets: 30, days: 30 },
  "12w": { bucket: "week", buckets: 12, days: 84 },
  "12m": { bucket: "month", buckets: 12, days: 365 },
} as const;

/** The per-window counters of topic_open_totals. */
const TOPIC_WINDOW_COLUMNS = {
  "30d": topicOpenTotals.opens30d,
  "12w": topicOpenTotals.opens12w,
  "12m": topicOpenTotals.opens12m,
} as const;

/** The per-window counters of resource_open_totals. */
const WINDOW_COLUMNS = {
  "30d": { opens: resourceOpenTotals.opens30d, members: resourceOpenTotals.members30d },
  "12w": { opens: resourceOpenTotals.opens12w, members: resourceOpenTotals.members12w },
  "12m": { opens: resourceOpenTotals.opens12m, members: resourceOpenTotals.members12m },
} as const;

type Filter = { companyId: number | undefined; period: InsightPeriod };

/** No condition for all brands. */
const ofCompany = (column: PgColumn, companyId: number | undefined) =>
  companyId === undefined ? undefined : eq(column, companyId);

/** New members per brand and bucket (a week starts on Monday), oldest first. */
const signups = (db: Executor, { companyId, period }: Filter) => {
  const { bucket, buckets } = PERIODS[period];
  // Written into the statement, not bound: GROUP BY must see the same expression as SELECT.
  // (`bucket` is one of three fixed words above.)
  const unit = sql.raw(`'${bucket}'`);
  // The first day of the oldest bucket shown: this bucket and the buckets - 1 before it.
  const since = sql`(date_trunc(${unit}, ${TODAY}::timestamp) - ${`${buckets - 1} ${bucket}s`}::interval)::date`;
  // (A date cast to timestamp, not timestamptz: the session's time zone must not matter.)
  const start = sql<string>`date_trunc(${unit}, ${signupDays.day}::timestamp)::date::text`;
  return db
    .select({
      period_start: start,
      company_id: signupDays.companyId,
      count: sql<number>`sum(${signupDays.members})::int`,
    })
    .from(signupDays)
    .where(and(gte(signupDays.day, since), ofCompany(signupDays.companyId, companyId)))
    .groupBy(start, signupDays.companyId)
    .orderBy(start, signupDays.companyId);
};

/** Current consents per brand and purpose (not windowed: the state members are in now). */
const consentRates = (db: Executor, { companyId }: Filter) =>
  db
    .select({
      company_id: consentCounts.companyId,
      purpose: consentCounts.purpose,
      granted: consentCounts.granted,
      total: consentCounts.total,
    })
    .from(consentCounts)
    .where(and(gt(consentCounts.total, 0), ofCompany(consentCounts.companyId, companyId)))
    .orderBy(consentCounts.companyId, consentCounts.purpose);

type TopResource = Insights["topResources"][number];

/**
 * The 10 most opened resources of the window. One brand: its partial index walked in order, no
 * sort. All brands: each brand's 10 the same way (LATERAL), then the best 10 of those; there is
 * no all-brands index, so every open rolled up updates three indexes instead of six.
 */
const topResources = async (
  db: Executor,
  { companyId, period }: Filter,
): Promise<TopResource[]> => {
  const { opens, members } = WINDOW_COLUMNS[period];
  const t = resourceOpenTotals;
  // NULLS LAST as in the indexes (the columns are never null): the index gives the order.
  const brandTop = (company: SQL) => sql`
    select ${t.resourceId} as "resource_id", ${opens} as "opens", ${members} as "members"
    from ${t}
    where ${t.companyId} = ${company} and ${opens} > 0
    order by ${opens} desc nulls last, ${t.resourceId}
    limit 10`;
  const brands =
    companyId === undefined
      ? sql`select ${companies.id} as "id" from ${companies}`
      : sql`select ${companyId}::int as "id"`;
  // (Both drivers answer { rows }.)
  const { rows } = (await db.execute(sql`
    select top."resource_id", ${resources.title} as "title", top."opens",
      top."members" as "unique_members"
    from (${brands}) as brand
    cross join lateral (${brandTop(sql`brand."id"`)}) as top
    join ${resources} on ${resources.id} = top."resource_id"
    order by top."opens" desc, top."resource_id"
    limit 10`)) as unknown as { rows: TopResource[] };
  return rows.map((row) => ({
    resource_id: Number(row.resource_id),
    title: row.title,
    opens: Number(row.opens),
    unique_members: Number(row.unique_members),
  }));
};

/** Opens of the window per topic (a brand's topics when filtered), most opened first. */
const opensByTopic = (db: Executor, { companyId, period }: Filter) => {
  const opens = TOPIC_WINDOW_COLUMNS[period];
  return db
    .select({ preference_id: topicOpenTotals.preferenceId, name: preferences.name, opens })
    .from(topicOpenTotals)
    .innerJoin(preferences, eq(preferences.id, topicOpenTotals.preferenceId))
    .where(and(gt(opens, 0), ofCompany(preferences.companyId, companyId)))
    .orderBy(desc(opens), asc(preferences.name));
};

/** Everything the dashboard's charts show, read from the rollups only (migration 0006). */
/**
 * Per brand, the events that started within the period's window up to now: how many, their
 * registrations holding a seat (attended ones included), attended and no-shows.
 */
const eventFigures = (db: Executor, { companyId, period }: Filter) => {
  const { days } = PERIODS[period];
  const registered = sql`${eventRegistrations.status} = 'registered'`;
  return db
    .select({
      company_id: resources.companyId,
      events: sql<number>`count(distinct ${events.resourceId})::int`,
      registrations: sql<number>`(count(${eventRegistrations.id}) filter (where ${registered}))::int`,
      attended: sql<number>`(count(${eventRegistrations.id}) filter (where ${registered} and ${eventRegistrations.attendance} = 'attended'))::int`,
      no_show: sql<number>`(count(${eventRegistrations.id}) filter (where ${registered} and ${eventRegistrations.attendance} = 'no_show'))::int`,
    })
    .from(events)
    .innerJoin(resources, eq(resources.id, events.resourceId))
    .leftJoin(eventRegistrations, eq(eventRegistrations.resourceId, events.resourceId))
    .where(
      and(
        gte(events.startsAt, sql`now() - ${`${days} days`}::interval`),
        sql`${events.startsAt} <= now()`,
        ofCompany(resources.companyId, companyId),
      ),
    )
    .groupBy(resources.companyId)
    .orderBy(asc(resources.companyId));
};

/**
 * Every brand's primary colour, whatever the filter: a brand's series keeps its colour, and
 * the web app tells apart brands whose colours are alike (a few rows: the brands).
 */
const brandColors = (db: Executor) =>
  db
    .select({ company_id: companies.id, color: companies.primaryColor })
    .from(companies)
    .orderBy(asc(companies.id));

export const readInsights = async (db: Executor, filter: Filter): Promise<Insights> => {
  await refreshOpenRollups(db);
  const [s, c, t, o, e, b] = await Promise.all([
    signups(db, filter),
    consentRates(db, filter),
    topResources(db, filter),
    opensByTopic(db, filter),
    eventFigures(db, filter),
    brandColors(db),
  ]);
  return {
    signups: s,
    consentRates: c,
    topResources: t,
    opensByTopic: o,
    events: e,
    brandColors: b,
  };
};
