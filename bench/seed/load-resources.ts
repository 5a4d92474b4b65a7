import { step } from "../lib/progress";
import { type Catalog, catalogParams } from "./catalog";
import type { Sql } from "./sql-client";
import { Params, rnd } from "./sql-random";
import { RARE_TITLE_TEMPLATES, RARE_WORD_REMAINDER, TITLE_TEMPLATES } from "./vocabulary";

export interface ResourceLoad {
  count: number;
  catalog: Catalog;
  /** Uploaders and editors: the admin and the employees. */
  staffIds: number[];
  /** Uploads are spread evenly from here to `until`; edits happen between upload and `until`. */
  since: Date;
  until: Date;
}

/** Draws both statements share: the resource's company and its first (title) topic. */
const SALT_COMPANY = 36;
const SALT_FIRST_TOPIC = 37;

/**
 * Resources in one INSERT … SELECT over generate_series, in id order: company, uploader and
 * date drawn from the id (dates rise with the id, as uploads do), a title from a template
 * naming the first topic, the company and the year, and one in five resources edited later
 * (updated_at after created_at). The rare word goes into the titles of exactly the ids
 * ≡ RARE_WORD_REMAINDER (mod 100).
 */
const insertResources = async (sql: Sql, load: ResourceLoad, firstId: number) => {
  const p = new Params();
  const c = catalogParams(p, load.catalog);
  const first = p.add(firstId, "int");
  const count = p.add(load.count, "int");
  const templates = p.add(TITLE_TEMPLATES, "text[]");
  const rareTemplates = p.add(RARE_TITLE_TEMPLATES, "text[]");
  const rareRemainder = p.add(RARE_WORD_REMAINDER, "int");
  const staff = p.add(load.staffIds, "int[]");
  const since = p.add(load.since.toISOString(), "timestamptz");
  const until = p.add(load.until.toISOString(), "timestamptz");
  const spacing = p.add(
    (load.until.getTime() - load.since.getTime()) / 1000 / Math.max(1, load.count),
    "float8",
  );
  const r = (salt: number, n: string | number) => rnd("r.id", salt, n);
  const result = await sql.query(
    `INSERT INTO resources (id, title, image_bg, resource_url, company_id, created_by,
                            created_at, updated_at)
     SELECT r.id,
       replace(replace(replace(replace(
         CASE WHEN r.id % 100 = ${rareRemainder}
              THEN (${rareTemplates})[1 + ${r(30, `cardinality(${rareTemplates})`)}]
              ELSE (${templates})[1 + ${r(31, `cardinality(${templates})`)}] END,
         '{topic}', ${c.topicName("r.slot", rnd("r.id", SALT_FIRST_TOPIC, c.topicCount("r.slot")))}),
         '{role}', ${c.companyName("r.slot")}),
         '{year}', extract(year FROM r.created_at)::int::text), '{n}', (3 + ${r(32, 8)})::text),
       ${c.baseUrl("r.slot")} || '/images/resources/' || r.id || '.jpg',
       ${c.baseUrl("r.slot")} || '/insights/' || r.id,
       ${c.companyId("r.slot")},
       (${staff})[1 + ${r(33, `cardinality(${staff})`)}],
       r.created_at,
       CASE WHEN ${r(34, 5)} = 0
            THEN r.created_at + (${until} - r.created_at) * ((1 + ${r(35, 1000)}) / 1001.0)::float8
            ELSE r.created_at END
     FROM (
       SELECT s.id, ${c.drawSlot("s.id", SALT_COMPANY)} AS slot,
         ${since} + make_interval(secs => ((s.id - ${first}) + ${rnd("s.id", 38, 1000)} / 1000.0) * ${spacing}) AS created_at
       FROM generate_series(${first}, ${first} + ${count} - 1) AS s(id)
     ) r`,
    p.values,
  );
  return result.rowCount ?? 0;
};

/** 1–3 topics per resource, of its own company, starting with the one its title names. */
const insertResourceTopics = async (sql: Sql, load: ResourceLoad, firstId: number) => {
  const p = new Params();
  const c = catalogParams(p, load.catalog);
  const first = p.add(firstId, "int");
  const count = p.add(load.count, "int");
  const slot = c.drawSlot("r.id", SALT_COMPANY);
  const result = await sql.query(
    `INSERT INTO resource_preferences (resource_id, preference_id)
     SELECT r.id, ${c.topicId(slot, `${rnd("r.id", SALT_FIRST_TOPIC, c.topicCount(slot))} + j`)}
     FROM generate_series(${first}, ${first} + ${count} - 1) AS r(id)
     CROSS JOIN LATERAL generate_series(0, ${rnd("r.id", 39, 3)}) j`,
    p.values,
  );
  return result.rowCount ?? 0;
};

/**
 * The edit history of the edited resources: 1–3 edits by staff, spread between the upload and
 * updated_at, the last one exactly at updated_at (the archive shows it as the latest updater).
 */
const insertEdits = async (sql: Sql, load: ResourceLoad, firstId: number) => {
  const p = new Params();
  const first = p.add(firstId, "int");
  const count = p.add(load.count, "int");
  const staff = p.add(load.staffIds, "int[]");
  const result = await sql.query(
    `INSERT INTO resource_edits (resource_id, user_id, at)
     SELECT r.id,
       (${staff})[1 + ${rnd("r.id * 7 + j", 40, `cardinality(${staff})`)}],
       CASE WHEN j = k.n THEN r.updated_at
            ELSE r.created_at + (r.updated_at - r.created_at) * (j::float8 / k.n) END
     FROM resources r
     CROSS JOIN LATERAL (SELECT 1 + ${rnd("r.id", 41, 3)} AS n) k
     CROSS JOIN LATERAL generate_series(1, k.n) j
     WHERE r.id >= ${first} AND r.id < ${first} + ${count} AND r.updated_at > r.created_at`,
    p.values,
  );
  return result.rowCount ?? 0;
};

/** Loads resources, their topics and their edit history. */
export const loadResources = async (sql: Sql, load: ResourceLoad): Promise<void> => {
  const { rows } = await sql.query<{ next: number }>(
    `SELECT coalesce(max(id), 0) + 1 AS next FROM resources`,
  );
  const firstId = rows[0]?.next ?? 1;
  const rowsOf = (n: number) => `${n.toLocaleString("en-US")} rows`;
  await step("resources", () => insertResources(sql, load, firstId), rowsOf);
  await sql.query(
    `SELECT setval(pg_get_serial_sequence('resources', 'id'), (SELECT max(id) FROM resources))`,
  );
  await step(
    "resource topics (resource_preferences)",
    () => insertResourceTopics(sql, load, firstId),
    rowsOf,
  );
  await step("resource edits (updated_by history)", () => insertEdits(sql, load, firstId), rowsOf);
};
