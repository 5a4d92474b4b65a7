import type { LeadFilters } from "@sector/shared";
import { and, eq, exists, gt, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { consents, preferences, userPreferences, users } from "../../db/schema";

/**
 * The outer member row, written out in full: inside a subquery drizzle renders a column of a
 * single-table query unqualified ("id"), which would name the subquery's own table's column.
 */
const member = sql.raw('"users"."id"');

/** The members a set of filters selects: role user, of the brand, with any of the topics… */
export const leadConditions = (db: Executor, f: LeadFilters): SQL | undefined => {
  const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
  const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
  return and(
    eq(users.role, "user"),
    eq(users.joinedThru, f.company_id),
    isNull(users.erasedAt),
    f.preference_ids.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userPreferences)
            .where(
              and(
                eq(userPreferences.userId, member),
                inArray(userPreferences.preferenceId, f.preference_ids),
              ),
            ),
        )
      : undefined,
    // Only a consent granted now: a member who withdrew it is never exported for it.
    f.consent
      ? exists(
          db
            .select({ one: sql`1` })
            .from(consents)
            .where(
              and(
                eq(consents.userId, member),
                eq(consents.companyId, f.company_id),
                eq(consents.purpose, f.consent),
                eq(consents.granted, true),
              ),
            ),
        )
      : undefined,
    f.from ? gte(users.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(users.createdAt, nextDay(f.to)) : undefined,
  );
};

export const countLeads = async (db: Executor, f: LeadFilters): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(leadConditions(db, f));
  return row?.count ?? 0;
};

/** Topic ids that are not the brand's: a filter on them could only mislead. */
export const foreignTopics = async (db: Executor, f: LeadFilters): Promise<number[]> => {
  if (f.preference_ids.length === 0) return [];
  const own = await db
    .select({ id: preferences.id })
    .from(preferences)
    .where(and(eq(preferences.companyId, f.company_id), inArray(preferences.id, f.preference_ids)));
  const ids = new Set(own.map((p) => p.id));
  return f.preference_ids.filter((id) => !ids.has(id));
};

export interface LeadRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobileNumber: string;
  userCompany: string;
  jobTitle: string;
  country: string | null;
  companySize: string | null;
  industry: string | null;
  jobFunction: string | null;
  seniority: string | null;
  createdAt: Date;
  topics: string | null;
  newsletter: boolean | null;
  resources: boolean | null;
  partners: boolean | null;
  consentUpdatedAt: string | null;
}

/**
 * One batch of leads after member `afterId`, in id order: the export reads the whole set this
 * way, a batch per statement (keyset paging on the primary key), so memory stays flat however
 * many members match, and no transaction holds the database (PGlite has one connection) for
 * the minute a million rows take. The topics and the three consents come from two lateral
 * subqueries, each read once per member (four scalar subqueries cost a third more).
 */
export const leadBatch = async (
  db: Executor,
  f: LeadFilters,
  afterId: number,
  size: number,
): Promise<LeadRow[]> => {
  const result = (await db.execute(sql`
    select ${users.id} as "id", ${users.firstname} as "firstname", ${users.lastname} as "lastname",
      ${users.email} as "email", ${users.mobileNumber} as "mobileNumber",
      ${users.userCompany} as "userCompany", ${users.jobTitle} as "jobTitle",
      ${users.country} as "country", ${users.companySize} as "companySize",
      ${users.industry} as "industry", ${users.jobFunction} as "jobFunction",
      ${users.seniority} as "seniority",
      ${users.createdAt}::text as "createdAt",
      t.topics as "topics", c.newsletter as "newsletter", c.resources as "resources",
      c.partners as "partners", c.updated_at::text as "consentUpdatedAt"
    from ${users}
    left join lateral (
      select string_agg(${preferences.name}, '; ' order by ${preferences.name}) as topics
      from ${userPreferences}
      join ${preferences} on ${preferences.id} = ${userPreferences.preferenceId}
      where ${userPreferences.userId} = ${member} and ${preferences.companyId} = ${f.company_id}
    ) t on true
    left join lateral (
      select bool_or(${consents.granted}) filter (where ${consents.purpose} = 'newsletter') as newsletter,
             bool_or(${consents.granted}) filter (where ${consents.purpose} = 'resources') as resources,
             bool_or(${consents.granted}) filter (where ${consents.purpose} = 'partners') as partners,
             max(${consents.updatedAt}) as updated_at
      from ${consents}
      where ${consents.userId} = ${member} and ${consents.companyId} = ${f.company_id}
    ) c on true
    where ${and(leadConditions(db, f), gt(users.id, afterId))}
    order by ${users.id}
    limit ${size}`)) as unknown as { rows: RawLeadRow[] };
  // Both drivers answer { rows }; timestamps come as text so both parse them alike.
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    createdAt: new Date(row.createdAt),
  }));
};

interface RawLeadRow extends Omit<LeadRow, "id" | "createdAt"> {
  id: number | string;
  createdAt: string;
}
