import type { MailingPurpose, SegmentRules } from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

export interface SegmentQuery {
  companyId: number;
  purpose: MailingPurpose;
  rules: SegmentRules;
}

const list = <T>(values: readonly T[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A regular expression's special characters, escaped: a word is matched as written. */
const regexText = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The UTC midnight that starts day `day` (YYYY-MM-DD). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/**
 * Opened a resource or clicked a mail's link since `days` days ago: the member's last activity
 * (member_activity, kept by triggers as opens are rolled up and clicks recorded), one row each.
 */
const activeWithin = (days: number) =>
  sql`exists (select 1 from "member_activity" a where a."user_id" = m."user_id"
    and a."last_active_at" >= now() - ${days} * interval '1 day')`;

/** Each rule as a condition on the membership `m` and the member `u` (absent rules: none). */
const conditions = (rules: SegmentRules): SQL[] => {
  const where: SQL[] = [];
  if (rules.preference_ids) {
    where.push(sql`exists (select 1 from "user_preferences" up
      where up."user_id" = m."user_id" and up."preference_id" in (${list(rules.preference_ids)}))`);
  }
  if (rules.countries) where.push(sql`u."country" in (${list(rules.countries)})`);
  if (rules.company_sizes) where.push(sql`u."company_size" in (${list(rules.company_sizes)})`);
  if (rules.industries) where.push(sql`u."industry" in (${list(rules.industries)})`);
  if (rules.job_functions) where.push(sql`u."job_function" in (${list(rules.job_functions)})`);
  if (rules.seniorities) where.push(sql`u."seniority" in (${list(rules.seniorities)})`);
  if (rules.job_titles) {
    // Any of the words, whole (PostgreSQL's \m and \M: a word's start and end), any case.
    const pattern = `\\m(${rules.job_titles.map(regexText).join("|")})\\M`;
    where.push(sql`u."job_title" ~* ${pattern}`);
  }
  if (rules.joined_after) where.push(sql`m."joined_at" >= ${dayStart(rules.joined_after)}`);
  if (rules.joined_before) where.push(sql`m."joined_at" < ${dayStart(rules.joined_before)}`);
  if (rules.active_within_days) where.push(activeWithin(rules.active_within_days));
  if (rules.inactive_for_days) where.push(sql`not ${activeWithin(rules.inactive_for_days)}`);
  if (rules.imported !== undefined) {
    where.push(rules.imported ? sql`m."source" = 'import'` : sql`m."source" <> 'import'`);
  }
  return where;
};

/**
 * The members of a segment: those of the brand who match every rule, hold the purpose's consent
 * now and are not erased, each once, with whether their address is suppressed (`user_id`,
 * `suppressed`). A subquery: a mailing's freeze writes its recipients from it, the counts count it.
 */
export const segmentMembersSql = ({ companyId, purpose, rules }: SegmentQuery): SQL => {
  const where = conditions(rules);
  return sql`
    select m."user_id",
      exists (select 1 from "suppressions" s where s."email" = lower(u."email")) as "suppressed"
    from "memberships" m
    join "users" u on u."id" = m."user_id" and u."erased_at" is null
    join "consents" c on c."user_id" = m."user_id" and c."company_id" = m."company_id"
      and c."purpose" = ${purpose} and c."granted"
    where m."company_id" = ${companyId}
    ${where.length > 0 ? sql`and ${sql.join(where, sql` and `)}` : sql``}`;
};

/** How many members of a segment a mailing would go to now: the suppressed left out. */
export const countSegmentMembers = async (db: Executor, query: SegmentQuery): Promise<number> => {
  const result = await db.execute(
    sql`select count(*)::int as "n" from (${segmentMembersSql(query)}) a where not a."suppressed"`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
};
