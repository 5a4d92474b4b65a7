import { COMPANY_SIZES, INDUSTRIES, JOB_FUNCTIONS, SENIORITIES } from "@sector/shared";
import { step } from "../lib/progress";
import { type Catalog, catalogParams } from "./catalog";
import type { Sql } from "./sql-client";
import { Params, rnd } from "./sql-random";
import {
  COUNTRY_MIX,
  domainOf,
  EMPLOYERS,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
} from "./vocabulary";

export interface MemberLoad {
  count: number;
  catalog: Catalog;
  /** The known members are members 1..n of the load: these e-mails and argon2id hashes. */
  knownEmails: string[];
  knownHashes: string[];
  /** How many topics each known member has. */
  knownTopics: number;
  /** Registrations are spread evenly from here to `until`. */
  since: Date;
  until: Date;
}

const SALT_COMPANY = 3;
const SALT_FIRST_TOPIC = 21;

/**
 * The company slot a member joined through, drawn from its id (the known members join the
 * first company): both statements below compute it the same way, so they agree.
 */
const memberSlot = (
  id: string,
  firstId: string,
  known: string,
  drawSlot: (k: string, s: number) => string,
) => `(CASE WHEN ${id} < ${firstId} + ${known} THEN 1 ELSE ${drawSlot(id, SALT_COMPANY)} END)`;

/**
 * Members (role user) in one INSERT … SELECT over generate_series: names, employer, e-mail,
 * phone, consents and joined_thru drawn from the id, sign-up dates rising with the id as real
 * registrations do. Three in four give their firmographics (country, company size, industry,
 * job function, seniority); the rest joined before those were asked. Only the known members get
 * a password hash.
 */
const insertMembers = async (sql: Sql, load: MemberLoad, firstId: number) => {
  const p = new Params();
  const c = catalogParams(p, load.catalog);
  const first = p.add(firstId, "int");
  const count = p.add(load.count, "int");
  const firstNames = p.add(FIRST_NAMES, "text[]");
  const lastNames = p.add(LAST_NAMES, "text[]");
  const employers = p.add(EMPLOYERS, "text[]");
  const domains = p.add(EMPLOYERS.map(domainOf), "text[]");
  const jobs = p.add(JOB_TITLES, "text[]");
  const countries = p.add(COUNTRY_MIX, "text[]");
  const sizes = p.add(COMPANY_SIZES, "text[]");
  const industries = p.add(INDUSTRIES, "text[]");
  const functions = p.add(JOB_FUNCTIONS, "text[]");
  const seniorities = p.add(SENIORITIES, "text[]");
  const knownEmails = p.add(load.knownEmails, "text[]");
  const knownHashes = p.add(load.knownHashes, "text[]");
  const since = p.add(load.since.toISOString(), "timestamptz");
  const spacing = p.add(
    (load.until.getTime() - load.since.getTime()) / 1000 / Math.max(1, load.count),
    "float8",
  );
  const r = (salt: number, n: string | number) => rnd("m.id", salt, n);
  const slot = memberSlot("m.id", first, `cardinality(${knownEmails})`, c.drawSlot);
  /** One of `list`, drawn for this member, when it gave its firmographics (else null). */
  const firmographic = (list: string, salt: number) =>
    `CASE WHEN ${r(11, 4)} < 3 THEN (${list})[1 + ${r(salt, `cardinality(${list})`)}] END`;
  const result = await sql.query(
    `INSERT INTO users (id, firstname, lastname, email, mobile_number, password_hash, role,
                        job_title, user_company, country, company_size, industry, job_function,
                        job_function_source, seniority, seniority_source, joined_thru,
                        newsletter_flag, resources_flag, partners_flag, created_at, updated_at)
     SELECT m.id, m.fn, m.ln,
       coalesce((${knownEmails})[m.n],
         lower(replace(m.fn || '.' || m.ln, '''', '')) || '.' || m.id || '@' || (${domains})[m.e]),
       '2' || lpad(${r(1, 1_000_000_000)}::text, 9, '0'),
       (${knownHashes})[m.n],
       'user',
       (${jobs})[1 + ${r(2, `cardinality(${jobs})`)}],
       (${employers})[m.e],
       ${firmographic(countries, 12)}, ${firmographic(sizes, 13)}, ${firmographic(industries, 14)},
       ${firmographic(functions, 15)}, CASE WHEN ${r(11, 4)} < 3 THEN 'member' END,
       ${firmographic(seniorities, 16)}, CASE WHEN ${r(11, 4)} < 3 THEN 'member' END,
       ${c.companyId(slot)},
       ${r(4, 10)} < 6, ${r(5, 10)} < 4, ${r(6, 10)} < 2,
       m.at, m.at
     FROM (
       SELECT s.id, s.id - ${first} + 1 AS n,
         (${firstNames})[1 + ${rnd("s.id", 7, `cardinality(${firstNames})`)}] AS fn,
         (${lastNames})[1 + ${rnd("s.id", 8, `cardinality(${lastNames})`)}] AS ln,
         1 + ${rnd("s.id", 9, `cardinality(${employers})`)} AS e,
         ${since} + make_interval(secs => ((s.id - ${first}) + ${rnd("s.id", 10, 1000)} / 1000.0) * ${spacing}) AS at
       FROM generate_series(${first}, ${first} + ${count} - 1) AS s(id)
     ) m`,
    p.values,
  );
  return result.rowCount ?? 0;
};

/**
 * 2–6 topics per member (the known members: exactly `knownTopics`), consecutive in the list of
 * the company it joined through from a random start, so distinct and all of that company.
 */
const insertMemberTopics = async (sql: Sql, load: MemberLoad, firstId: number) => {
  const p = new Params();
  const c = catalogParams(p, load.catalog);
  const first = p.add(firstId, "int");
  const count = p.add(load.count, "int");
  const known = p.add(load.knownEmails.length, "int");
  const knownTopics = p.add(load.knownTopics, "int");
  const slot = memberSlot("u.id", first, known, c.drawSlot);
  const result = await sql.query(
    `INSERT INTO user_preferences (user_id, preference_id)
     SELECT u.id, ${c.topicId(slot, `${rnd("u.id", SALT_FIRST_TOPIC, c.topicCount(slot))} + j`)}
     FROM generate_series(${first}, ${first} + ${count} - 1) AS u(id)
     CROSS JOIN LATERAL generate_series(0,
       CASE WHEN u.id < ${first} + ${known} THEN ${knownTopics} - 1 ELSE 1 + ${rnd("u.id", 20, 5)} END) j`,
    p.values,
  );
  return result.rowCount ?? 0;
};

/**
 * The consent ledger of the loaded members, as registration writes it: one event per purpose
 * (granted as the member's flag says) with version 1 of its brand's wording, and the current
 * state pointing at it. Source 'import': they did not come through a registration page.
 */
const insertMemberConsents = async (sql: Sql, firstId: number) => {
  const events = await sql.query(
    `INSERT INTO consent_events (user_id, company_id, purpose, granted, text_id, source, occurred_at)
     SELECT u.id, u.joined_thru, t.purpose,
       CASE t.purpose WHEN 'newsletter' THEN u.newsletter_flag
                      WHEN 'resources' THEN u.resources_flag ELSE u.partners_flag END,
       t.id, 'import', u.created_at
     FROM users u
     JOIN consent_texts t ON t.company_id = u.joined_thru AND t.version = 1
       -- The registration page's three purposes; a sponsor's wording is asked per resource.
       AND t.purpose IN ('newsletter', 'resources', 'partners')
     WHERE u.id >= $1 AND u.role = 'user'
     ORDER BY u.id, t.purpose`,
    [firstId],
  );
  await sql.query(
    `INSERT INTO consents (user_id, company_id, purpose, granted, event_id, updated_at)
     SELECT e.user_id, e.company_id, e.purpose, e.granted, e.id, e.occurred_at
     FROM consent_events e WHERE e.user_id >= $1`,
    [firstId],
  );
  return events.rowCount ?? 0;
};

/**
 * Each loaded member belongs to the brand it joined through, since it joined: one in five came
 * with an import of the brand's list, the others through its registration page.
 */
const insertMemberBrands = async (sql: Sql, firstId: number) => {
  const result = await sql.query(
    `INSERT INTO memberships (user_id, company_id, joined_at, source)
     SELECT u.id, u.joined_thru, u.created_at,
       CASE WHEN ${rnd("u.id", 22, 5)} = 0 THEN 'import' ELSE 'registration' END
     FROM users u WHERE u.id >= $1 AND u.joined_thru IS NOT NULL`,
    [firstId],
  );
  return result.rowCount ?? 0;
};

/** Loads the members, their brands, their topics and their consents. */
export const loadMembers = async (sql: Sql, load: MemberLoad): Promise<void> => {
  const { rows } = await sql.query<{ next: number }>(
    `SELECT coalesce(max(id), 0) + 1 AS next FROM users`,
  );
  const firstId = rows[0]?.next ?? 1;
  const rowsOf = (n: number) => `${n.toLocaleString("en-US")} rows`;
  await step("members", () => insertMembers(sql, load, firstId), rowsOf);
  await sql.query(
    `SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`,
  );
  await step("member brands (memberships)", () => insertMemberBrands(sql, firstId), rowsOf);
  await step(
    "member topics (user_preferences)",
    () => insertMemberTopics(sql, load, firstId),
    rowsOf,
  );
  await step(
    "member consents (consent_events, consents)",
    () => insertMemberConsents(sql, firstId),
    rowsOf,
  );
};
