import type { Resource } from "@sector/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { preparedPer } from "../../../db/prepared";
import {
  companies,
  preferences,
  resourceEdits,
  resourcePreferences,
  resources,
  sponsors,
  users,
} from "../../../db/schema";
import type { KeptValues } from "../../../lib/kept-values";
import {
  presentResource,
  type ResourceEditEntry,
  type ResourcePreferenceEntry,
  type ResourceRow,
} from "../../../presenters/resource";

/** An edit as the JSON aggregate holds it: the time is text until mapped to a Date. */
interface EditJson {
  at: string;
  firstname: string | null;
  lastname: string | null;
}

/**
 * A resource row with its company name, creator names, preferences (by name, case-blind, then
 * name and id: the same order under PGlite's C collation and a server's locale) and edit history
 * (oldest first): the whole presentation in one statement, the two lists as JSON aggregates of
 * index look-ups on resource_id.
 */
const detailedFields = {
  id: resources.id,
  title: resources.title,
  imageBg: resources.imageBg,
  resourceUrl: resources.resourceUrl,
  companyId: resources.companyId,
  companyName: companies.name,
  creatorFirstname: users.firstname,
  creatorLastname: users.lastname,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
  sponsorId: sponsors.id,
  sponsorName: sponsors.name,
  sponsorLogoUrl: sponsors.logoUrl,
  preferences: sql<ResourcePreferenceEntry[]>`(
    select coalesce(json_agg(json_build_object('id', ${preferences.id}, 'name', ${preferences.name})
             order by lower(${preferences.name}), ${preferences.name}, ${preferences.id}), '[]'::json)
    from ${resourcePreferences}
    join ${preferences} on ${preferences.id} = ${resourcePreferences.preferenceId}
    where ${resourcePreferences.resourceId} = ${resources.id})`,
  event: sql<EventJson | null>`(
    select json_build_object('starts_at', e."starts_at", 'ends_at', e."ends_at",
             'timezone', e."timezone", 'location', e."location", 'capacity', e."capacity")
    from "events" e where e."resource_id" = ${resources.id})`,
  edits: sql<EditJson[]>`(
    select coalesce(json_agg(json_build_object('at', ${resourceEdits.at},
             'firstname', "editor"."firstname", 'lastname', "editor"."lastname")
             order by ${resourceEdits.at}, ${resourceEdits.id}), '[]'::json)
    from ${resourceEdits}
    -- "editor": the outer query's users is the resource's creator.
    left join ${users} as "editor" on "editor"."id" = ${resourceEdits.userId}
    where ${resourceEdits.resourceId} = ${resources.id})`,
};

/** An event as the JSON object holds it: times as text (PostgreSQL's, not ISO yet). */
interface EventJson {
  starts_at: string;
  ends_at: string;
  timezone: string;
  location: string | null;
  capacity: number | null;
}

type DetailedRow = ResourceRow & {
  preferences: ResourcePreferenceEntry[];
  edits: EditJson[];
  event: EventJson | null;
};

/**
 * The presented resources of a page statement. `page` selects `id` and `pos` (the place on the
 * page, from 1) of at most a page of resources; the details are joined and computed for those
 * rows only, never for the rows an OFFSET skips. Rows come back in any order: `presentPage`
 * puts them in `pos` order.
 */
export const selectPageRows = <Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Executor,
  page: SQL,
  /** More columns of the page statement to hand back with each row (the search's score). */
  extra: Extra = {} as Extra,
) =>
  db
    .select({ ...detailedFields, ...extra, pos: sql<number>`"page"."pos"` })
    .from(sql`(${page}) as "page"`)
    .innerJoin(resources, sql`${resources.id} = "page"."id"`)
    .innerJoin(companies, eq(companies.id, resources.companyId))
    .leftJoin(users, eq(users.id, resources.createdBy))
    .leftJoin(sponsors, eq(sponsors.id, resources.sponsorId));

/** `row_number()` over the list's order, as an int (a bigint would come back as text). */
export const positionIn = (order: SQL[]) =>
  sql<number>`(row_number() over (order by ${sql.join(order, sql`, `)}))::int`.as("pos");

/** `row_number()` over the list's order, as it is (a window run condition needs it bare). */
export const rankIn = (order: SQL[]) =>
  sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("pos");

/**
 * Places (offset, end] of `ranked` (a select of "id" and "pos", the rankIn of the list's order)
 * as a page statement: values `offset` and `end`. Written for PostgreSQL's plan cache: the
 * bounds filter the row number, so the window stops at `end` (a run condition) and the LIMIT
 * is a constant, the largest page. A named statement then gets one generic plan, the same
 * index walk it gets for any values. With LIMIT / OFFSET parameters instead, the planner costs
 * the generic plan as reading a tenth of the rows and plans the statement again on every
 * execution (most of the database's work for a page).
 */
export const pageOfRanked = (ranked: SQL, largestPage: number) => sql`
  select "ranked"."id", "ranked"."pos"::int as "pos" from (${ranked}) as "ranked"
  where "ranked"."pos" > ${sql.placeholder("offset")} and "ranked"."pos" <= ${sql.placeholder("end")}
  limit ${sql.raw(String(largestPage))}`;

const present = (row: DetailedRow): Resource =>
  presentResource(
    row,
    row.event && {
      ...row.event,
      startsAt: new Date(row.event.starts_at),
      endsAt: new Date(row.event.ends_at),
    },
    row.preferences,
    // JSON carries the time as text: the same text the driver would parse into a Date.
    row.edits.map(
      (edit): ResourceEditEntry => ({
        at: new Date(edit.at),
        firstname: edit.firstname,
        lastname: edit.lastname,
      }),
    ),
  );

export const presentPage = (rows: (DetailedRow & { pos: number })[]): Resource[] =>
  [...rows].sort((a, b) => a.pos - b.pos).map(present);

const resourcesByIds = preparedPer((db) =>
  selectPageRows(
    db,
    sql`select u."id", u."pos"::int as "pos"
      from unnest(${sql.placeholder("ids")}::int[]) with ordinality as u("id", "pos")`,
  ).prepare("resources_by_ids"),
);

/** The resources of these ids, presented, in the ids' order (ids not found are left out). */
export const presentResources = async (db: Executor, ids: number[]): Promise<Resource[]> =>
  ids.length === 0 ? [] : presentPage(await resourcesByIds(db).execute({ ids }));

/** A resource as a process keeps it presented: by brand and id (src/cache/read-caches.ts). */
export interface ResourceRef {
  id: number;
  companyId: number;
}

export const keptResourceKey = ({ companyId, id }: ResourceRef) => `${companyId}:${id}`;

/**
 * The resources of these refs, presented, in their order: those kept (by keptResourceKey,
 * until a change to their brand's resources, see read-caches.ts), the others in one statement
 * (and kept). Resources gone meanwhile are left out.
 */
export const presentKept = async (
  db: Executor,
  refs: ResourceRef[],
  kept: KeptValues<Resource> | undefined,
): Promise<Resource[]> => {
  if (!kept)
    return presentResources(
      db,
      refs.map((ref) => ref.id),
    );
  const refOf = new Map(refs.map((ref) => [keptResourceKey(ref), ref]));
  const found = await kept.getMany([...refOf.keys()], async (missing) => {
    const ids = missing.flatMap((key) => refOf.get(key)?.id ?? []);
    const byId = new Map((await presentResources(db, ids)).map((r) => [r.id, r]));
    return new Map(
      missing.flatMap((key) => {
        const resource = byId.get(refOf.get(key)?.id ?? 0);
        return resource ? [[key, resource] as const] : [];
      }),
    );
  });
  return found.filter((resource): resource is Resource => resource !== null);
};

const resourceById = preparedPer((db) =>
  db
    .select(detailedFields)
    .from(resources)
    .innerJoin(companies, eq(companies.id, resources.companyId))
    .leftJoin(users, eq(users.id, resources.createdBy))
    .leftJoin(sponsors, eq(sponsors.id, resources.sponsorId))
    .where(eq(resources.id, sql.placeholder("id")))
    .prepare("resource_by_id"),
);

/** One resource, presented, or null. */
export const findResource = async (db: Executor, id: number): Promise<Resource | null> => {
  const [row] = await resourceById(db).execute({ id });
  return row ? present(row) : null;
};
