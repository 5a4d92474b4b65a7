import { CONSENT_PURPOSES, type ConsentPurpose } from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../db/client";
import { rowsOf } from "../db/rows";
import { newMemberColumns } from "../firmographics/member-columns";
import type { StagedMember } from "./staged-row";

/** A line's member and the account it goes to. */
export interface Placed {
  line: number;
  member: StagedMember;
  userId: number;
}

/** `rows` as one JSON parameter, read back as a record set with these columns. */
export const recordSet = (rows: object[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)})`;

const grantedAt = (member: StagedMember, purpose: ConsentPurpose) =>
  member.consents.some((c) => c.purpose === purpose && c.granted);

/**
 * New members, one statement: role user, no password (a welcome mail or "forgot password" sets
 * one), joined through the line's brand, each consent flag as the line states it. An address
 * registered meanwhile conflicts and is left alone: the caller merges into it instead.
 */
export const insertMembers = async (
  tx: Transaction,
  lines: { line: number; member: StagedMember }[],
): Promise<Map<string, number>> => {
  if (lines.length === 0) return new Map();
  const rows = lines.map(({ member: m }) => ({
    firstname: m.firstname,
    lastname: m.lastname,
    email: m.email,
    phone: m.phone,
    company: m.company,
    job: m.jobTitle,
    brand_id: m.brandId,
    nl: grantedAt(m, "newsletter"),
    rs: grantedAt(m, "resources"),
    pt: grantedAt(m, "partners"),
    ...firmographicRecord(m),
  }));
  const result = await tx.execute(sql`
    insert into users (firstname, lastname, email, mobile_number, user_company, job_title,
      joined_thru, role, newsletter_flag, resources_flag, partners_flag,
      country, company_size, industry, job_function, job_function_source, seniority,
      seniority_source)
    select x.firstname, x.lastname, x.email, x.phone, x.company, x.job, x.brand_id, 'user',
      x.nl, x.rs, x.pt, x.country, x.company_size, x.industry, x.job_function,
      x.job_function_source, x.seniority, x.seniority_source
    from ${recordSet(rows, `firstname text, lastname text, email text, phone text, company text, job text, brand_id int, nl boolean, rs boolean, pt boolean, ${FIRMOGRAPHIC_RECORD}`)}
    on conflict ((lower(email))) do nothing
    returning id, email`);
  return new Map(rowsOf<{ id: number; email: string }>(result).map((r) => [r.email, r.id]));
};

/** A line's firmographics as users columns (stated ones, else derived from its job title). */
const firmographicRecord = (m: StagedMember) => {
  const c = newMemberColumns(m.firmographics, m.jobTitle, "import");
  return {
    country: c.country ?? null,
    company_size: c.companySize ?? null,
    industry: c.industry ?? null,
    job_function: c.jobFunction ?? null,
    job_function_source: c.jobFunctionSource ?? null,
    seniority: c.seniority ?? null,
    seniority_source: c.senioritySource ?? null,
  };
};
const FIRMOGRAPHIC_RECORD =
  "country text, company_size text, industry text, job_function text, job_function_source text, seniority text, seniority_source text";

/**
 * Existing members keep what they told us: only their empty profile fields (phone, company,
 * job title, a brand they lost) take the line's values.
 */
export const fillEmptyProfiles = async (tx: Transaction, merged: Placed[]) => {
  const rows = merged
    .filter(({ member: m }) => m.phone !== "" || m.company !== "" || m.jobTitle !== "")
    .map(({ member: m, userId }) => ({
      id: userId,
      phone: m.phone,
      company: m.company,
      job: m.jobTitle,
    }));
  if (rows.length === 0) return;
  await tx.execute(sql`
    update users u set
      mobile_number = case when u.mobile_number = '' then x.phone else u.mobile_number end,
      user_company = case when u.user_company = '' then x.company else u.user_company end,
      job_title = case when u.job_title = '' then x.job else u.job_title end,
      updated_at = now()
    from ${recordSet(rows, "id int, phone text, company text, job text")}
    where u.id = x.id and (
      (u.mobile_number = '' and x.phone <> '') or (u.user_company = '' and x.company <> '')
      or (u.job_title = '' and x.job <> ''))`);
};

/**
 * Existing members' firmographics: an unknown field takes the line's value; seniority and job
 * function derived from a job title also give way to a value the line states (an import is
 * better evidence than a guess). What the member or staff set stays. A value the line only
 * derives from its job title fills an unknown field only where the member had no job title
 * (the line's title is the one they now have).
 */
export const fillEmptyFirmographics = async (tx: Transaction, merged: Placed[]) => {
  const rows = merged
    .map(({ member, userId }) => ({ id: userId, ...firmographicRecord(member) }))
    .filter((r) => Object.entries(r).some(([key, value]) => key !== "id" && value !== null));
  if (rows.length === 0) return;
  await tx.execute(sql`
    update users u set
      country = coalesce(u.country, x.country),
      company_size = coalesce(u.company_size, x.company_size),
      industry = coalesce(u.industry, x.industry),
      job_function = case when ${replaces("job_function")} then x.job_function else u.job_function end,
      job_function_source = case when ${replaces("job_function")} then x.job_function_source
        else u.job_function_source end,
      seniority = case when ${replaces("seniority")} then x.seniority else u.seniority end,
      seniority_source = case when ${replaces("seniority")} then x.seniority_source
        else u.seniority_source end,
      updated_at = now()
    from ${recordSet(rows, `id int, ${FIRMOGRAPHIC_RECORD}`)}
    where u.id = x.id`);
};

/** Whether the line's value of a derivable field replaces the member's (see above). */
const replaces = (field: "job_function" | "seniority") => {
  const value = sql.raw(field);
  const source = sql.raw(`${field}_source`);
  return sql`(x.${value} is not null and (
    (x.${source} = 'import' and (u.${source} is null or u.${source} = 'derived'))
    or (u.${value} is null and u.${source} is null and u.job_title = '')))`;
};

/**
 * Each member belongs to the line's brand (source import); brands they had stay. Returns the
 * memberships this added, "user:brand" each.
 */
export const addMemberships = async (tx: Transaction, placed: Placed[]): Promise<Set<string>> => {
  if (placed.length === 0) return new Set();
  const rows = placed.map(({ member, userId }) => ({
    user_id: userId,
    company_id: member.brandId,
  }));
  const { rows: added } = (await tx.execute(sql`
    insert into memberships (user_id, company_id, source)
    select x.user_id, x.company_id, 'import' from ${recordSet(rows, "user_id int, company_id int")}
    on conflict do nothing
    returning user_id, company_id`)) as unknown as {
    rows: { user_id: number; company_id: number }[];
  };
  // A member whose first brand was deleted gets this one as theirs.
  await tx.execute(sql`
    update users u set joined_thru = x.company_id, updated_at = now()
    from ${recordSet(rows, "user_id int, company_id int")}
    where u.id = x.user_id and u.joined_thru is null`);
  return new Set(added.map((m) => `${m.user_id}:${m.company_id}`));
};

/** The line's topics added to the member's (topics deleted since the upload are skipped). */
export const addTopics = async (tx: Transaction, placed: Placed[]) => {
  const rows = placed.flatMap(({ member, userId }) =>
    member.topicIds.map((id) => ({ user_id: userId, preference_id: id })),
  );
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into user_preferences (user_id, preference_id)
    select x.user_id, p.id from ${recordSet(rows, "user_id int, preference_id int")}
    join preferences p on p.id = x.preference_id
    on conflict do nothing`);
};

/**
 * The ledger's proof of each stated consent, source import, dated when the original consent was
 * given (the import's time for a "no" without a date), to the brand's current wording (the
 * ledger needs one; the file cannot say which the member read). The current state follows only
 * when the event is newer than what it holds: an old list never overrides a later choice. A "no"
 * is recorded only where the member has no consent of that brand and purpose yet: not ticking a
 * box at some event is no withdrawal.
 */
export const recordImportedConsents = async (
  tx: Transaction,
  placed: Placed[],
  actorId: number | null,
) => {
  const rows = placed.flatMap(({ member, userId }) =>
    member.consents.map((c) => ({
      user_id: userId,
      company_id: member.brandId,
      purpose: c.purpose,
      granted: c.granted,
      at: c.at,
    })),
  );
  if (rows.length === 0) return;
  await tx.execute(sql`
    with ev as (
      insert into consent_events (user_id, company_id, purpose, granted, text_id, source,
        occurred_at, actor_id)
      select x.user_id, x.company_id, x.purpose, x.granted, t.id, 'import',
        coalesce(x.at, now()), ${actorId}::int
      from ${recordSet(rows, "user_id int, company_id int, purpose text, granted boolean, at timestamptz")}
      join (select distinct on (company_id, purpose) id, company_id, purpose from consent_texts
        order by company_id, purpose, version desc) t
        on t.company_id = x.company_id and t.purpose = x.purpose
      where x.granted or not exists (select 1 from consents c where c.user_id = x.user_id
        and c.company_id = x.company_id and c.purpose = x.purpose)
      returning id, user_id, company_id, purpose, granted, occurred_at)
    insert into consents (user_id, company_id, purpose, granted, event_id, updated_at)
    select user_id, company_id, purpose, granted, id, occurred_at from ev
    on conflict (user_id, company_id, purpose) do update
      set granted = excluded.granted, event_id = excluded.event_id, updated_at = excluded.updated_at
      where consents.updated_at <= excluded.updated_at`);
};

const FLAG_COLUMN: Record<ConsentPurpose, SQL> = {
  newsletter: sql.raw("newsletter_flag"),
  resources: sql.raw("resources_flag"),
  partners: sql.raw("partners_flag"),
};

/** Merged members' flags follow their current consents of the brand they joined through. */
export const syncConsentFlags = async (tx: Transaction, merged: Placed[]) => {
  for (const purpose of CONSENT_PURPOSES) {
    const ids = merged
      .filter(({ member }) => member.consents.some((c) => c.purpose === purpose))
      .map(({ userId }) => userId);
    if (ids.length === 0) continue;
    const flag = FLAG_COLUMN[purpose];
    await tx.execute(sql`
      update users u set ${flag} = c.granted, updated_at = now()
      from consents c
      where u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and c.user_id = u.id and c.company_id = u.joined_thru
        and c.purpose = ${purpose} and u.${flag} is distinct from c.granted`);
  }
};
