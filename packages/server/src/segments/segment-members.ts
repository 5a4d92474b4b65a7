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
 * The first UTC day of the last `days` days, counted in whole days: the whole of the day `days`
 * days ago to today (a member's last activity is kept per day, membership_facts.last_active_on).
 */
const firstDayOfLast = (days: number) => sql`(now() at time zone 'UTC')::date - ${days}::int`;

/** Opened a resource or clicked a mail's link within the last `days` days. */
const activeWithin = (days: number) => sql`f."last_active_on" >= ${firstDayOfLast(days)}`;

/** Neither opened nor clicked within the last `days` days (never active included). */
const inactiveFor = (days: number) =>
  sql`(f."last_active_on" is null or f."last_active_on" < ${firstDayOfLast(days)})`;

/** Has a registration for any of `eventIds` that meets `condition` (on `er`). */
const registrationOf = (eventIds: readonly number[], condition: SQL) =>
  sql`exists (select 1 from "event_registrations" er
    where er."user_id" = f."user_id" and er."resource_id" in (${list(eventIds)}) and ${condition})`;

/** Each rule as a condition on the membership's facts `f` (absent rules: none). */
const conditions = (rules: SegmentRules): SQL[] => {
  const where: SQL[] = [];
  if (rules.preference_ids) {
    where.push(sql`exists (select 1 from "user_preferences" up
      where up."user_id" = f."user_id" and up."preference_id" in (${list(rules.preference_ids)}))`);
  }
  // By the event's registrations: (resource_id, user_id) is unique, so each is one index probe.
  if (rules.event_registered) {
    where.push(registrationOf(rules.event_registered, sql`er."status" = 'registered'`));
  }
  if (rules.event_attended) {
    where.push(registrationOf(rules.event_attended, sql`er."attendance" = 'attended'`));
  }
  if (rules.event_no_show) {
    where.push(registrationOf(rules.event_no_show, sql`er."attendance" = 'no_show'`));
  }
  if (rules.countries) where.push(sql`f."country" in (${list(rules.countries)})`);
  if (rules.company_sizes) where.push(sql`f."company_size" in (${list(rules.company_sizes)})`);
  if (rules.industries) where.push(sql`f."industry" in (${list(rules.industries)})`);
  if (rules.job_functions) where.push(sql`f."job_function" in (${list(rules.job_functions)})`);
  if (rules.seniorities) where.push(sql`f."seniority" in (${list(rules.seniorities)})`);
  if (rules.job_titles) {
    // Any of the words, whole (PostgreSQL's \m and \M: a word's start and end), any case.
    const pattern = `\\m(${rules.job_titles.map(regexText).join("|")})\\M`;
    where.push(sql`f."job_title" ~* ${pattern}`);
  }
  if (rules.joined_after) where.push(sql`f."joined_at" >= ${dayStart(rules.joined_after)}`);
  if (rules.joined_before) where.push(sql`f."joined_at" < ${dayStart(rules.joined_before)}`);
  if (rules.active_within_days) where.push(activeWithin(rules.active_within_days));
  if (rules.inactive_for_days) where.push(inactiveFor(rules.inactive_for_days));
  if (rules.imported !== undefined) {
    where.push(rules.imported ? sql`f."imported"` : sql`not f."imported"`);
  }
  return where;
};

/** The purpose's consent held now, as a column of membership_facts. */
const purposeColumn = (purpose: MailingPurpose) =>
  purpose === "resources" ? sql`f."resources"` : sql`f."partners"`;

/**
 * The brand's memberships matching every rule and holding the purpose's consent now (with
 * `mailable`, also not suppressed: the partial indexes' own condition, so such a read takes
 * one brand's range of membership_facts_resources_idx or _partners_idx and, but for the job
 * title, nothing else). A from-and-where over membership_facts `f`.
 */
const matchingFacts = ({ companyId, purpose, rules }: SegmentQuery, mailable: boolean): SQL => {
  const where = conditions(rules);
  if (mailable) where.unshift(sql`not f."suppressed"`);
  return sql`from "membership_facts" f
    where f."company_id" = ${companyId} and ${purposeColumn(purpose)}
    ${where.length > 0 ? sql`and ${sql.join(where, sql` and `)}` : sql``}`;
};

/**
 * The members of a segment: those of the brand who match every rule, hold the purpose's consent
 * now and are not erased, each once, with whether their address is suppressed (`user_id`,
 * `suppressed`). Read from membership_facts (one row per membership, kept by triggers in the
 * writing transaction: what a count or a freeze reads is the members' state now). A subquery:
 * a mailing's freeze writes its recipients from it, the counts count it.
 */
export const segmentMembersSql = (query: SegmentQuery): SQL =>
  sql`select f."user_id", f."suppressed" ${matchingFacts(query, false)}`;

/** How many members of a segment a mailing would go to now: the suppressed left out. */
export const countSegmentMembers = async (db: Executor, query: SegmentQuery): Promise<number> => {
  const result = await db.execute(sql`select count(*)::int as "n" ${matchingFacts(query, true)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
};
