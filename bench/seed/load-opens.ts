import { step } from "../lib/progress";
import type { Sql } from "./sql-client";
import { rnd } from "./sql-random";

/** Opens per INSERT statement: big enough to be set-based, small enough to show progress. */
const CHUNK = 1_000_000;

const SALT_MEMBER = 61;
const SALT_RESOURCE = 62;
const SALT_DAY = 63;
const SALT_SECOND = 64;

/** A deterministic uniform draw in [0, 1) from row key `g`. */
const unit = (g: string, salt: number) => `(${rnd(g, salt, 1_000_000)}::float8 / 1000000)`;

/**
 * `count` resource opens over the last 365 days, skewed as reading is: most opens go to a few
 * resources (the newest ids most; a resource's rank r gets a share falling like r^-3/4), members
 * read unevenly (the frequent readers are the low ids), and recent days have more opens than
 * old ones. Written to resource_opens directly, as rolled-up opens: rebuildOpenRollups computes
 * the rollups in one pass afterwards.
 */
export const loadOpens = async (sql: Sql, count: number) => {
  if (count === 0) return;
  const { rows } = await sql.query<Record<string, string>>(
    `SELECT (SELECT min(id) FROM users WHERE role = 'user') AS first_member,
            (SELECT max(id) FROM users WHERE role = 'user') AS last_member,
            (SELECT min(id) FROM resources) AS first_resource,
            (SELECT max(id) FROM resources) AS last_resource`,
  );
  const span = rows[0];
  if (!span?.first_member || !span.first_resource) {
    throw new Error("opens need members and resources: load them first");
  }
  const members = Number(span.last_member) - Number(span.first_member) + 1;
  const resources = Number(span.last_resource) - Number(span.first_resource) + 1;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await step(`opens ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")}`, () =>
      sql.query(
        `INSERT INTO resource_opens (user_id, resource_id, company_id, opened_at)
           SELECT d.member, r.id, r.company_id, d.at
           FROM (
             SELECT ${span.first_member} + floor(${members} * power(${unit("g", SALT_MEMBER)}, 2))::int AS member,
                    ${span.last_resource} - floor(${resources} * power(${unit("g", SALT_RESOURCE)}, 4))::int AS resource,
                    now() - (365 * power(${unit("g", SALT_DAY)}, 2)) * interval '1 day'
                      - ${rnd("g", SALT_SECOND, 86_400)} * interval '1 second' AS at
             FROM generate_series($1::bigint, $2::bigint) AS g
           ) d
           JOIN resources r ON r.id = d.resource`,
        [from, to],
      ),
    );
  }
};

/** The dashboard's rollups of every loaded open, in one set-based pass (migration 0006). */
export const rebuildOpenRollups = (sql: Sql) =>
  step("open rollups (rebuild_open_rollups)", () =>
    sql.query("SELECT rebuild_open_rollups()").then(() => {}),
  );
