import type { LeadFilters } from "@sector/shared";
import { and, asc, eq, exists, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
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
  createdAt: Date;
  topics: string | null;
  newsletter: boolean | null;
  resources: boolean | null;
  partners: boolean | null;
  consentUpdatedAt: string | null;
}

const consentOf = (companyId: number, purpose: string) =>
  sql<boolean | null>`(select ${consents.granted} from ${consents}
    where ${consents.userId} = ${member} and ${consents.companyId} = ${companyId}
      and ${consents.purpose} = ${purpose})`;

/**
 * One batch of leads after member `afterId`, in id order: the export reads the whole set this
 * way, a batch per statement (keyset paging on the primary key), so memory stays flat however
 * many members match, and no transaction holds the database (PGlite has one connection) for
 * the minute a million rows take.
 */
export const leadBatch = (db: Executor, f: LeadFilters, afterId: number, size: number) =>
  db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      mobileNumber: users.mobileNumber,
      userCompany: users.userCompany,
      jobTitle: users.jobTitle,
      createdAt: users.createdAt,
      topics: sql<
        string | null
      >`(select string_agg(${preferences.name}, '; ' order by ${preferences.name})
        from ${userPreferences} join ${preferences} on ${preferences.id} = ${userPreferences.preferenceId}
        where ${userPreferences.userId} = ${member} and ${preferences.companyId} = ${f.company_id})`,
      newsletter: consentOf(f.company_id, "newsletter"),
      resources: consentOf(f.company_id, "resources"),
      partners: consentOf(f.company_id, "partners"),
      consentUpdatedAt: sql<string | null>`(select max(${consents.updatedAt})::text from ${consents}
        where ${consents.userId} = ${member} and ${consents.companyId} = ${f.company_id})`,
    })
    .from(users)
    .where(and(leadConditions(db, f), gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(size);
