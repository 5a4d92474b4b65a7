/**
 * `npm run seed:large -- --resources N --members M [--opens K] [--reset]`
 *
 * Fills the PostgreSQL database of DATABASE_URL with a realistic large data set for the
 * benchmarks: migrations and the base seed first (as the server does on start), then extra
 * brands, 50 topics per brand, staff, M members and N resources with topics and edit history,
 * and K resource opens (default 0) with the dashboard's rollups.
 * Rows are computed by PostgreSQL itself (INSERT … SELECT over generate_series), members and
 * resources on two connections at once; secondary indexes and foreign keys are dropped for the
 * load and rebuilt after it (see secondary-structures.ts), then the tables are vacuumed and
 * analysed so the planner and index-only scans see the real data.
 */
import { parseArgs } from "node:util";
import { hashPassword } from "../packages/server/src/auth/password";
import { createDatabase } from "../packages/server/src/db/client";
import { seedDatabase } from "../packages/server/src/db/seed";
import { BENCH_ADMIN, BENCH_EMPLOYEE, BENCH_MEMBERS, KNOWN_MEMBER_TOPICS } from "./lib/accounts";
import { databaseNameOf, fail, parseCount } from "./lib/args";
import { log, sinceStart, step } from "./lib/progress";
import { addCompaniesAndTopics, addStaff } from "./seed/base-data";
import { readCatalog } from "./seed/catalog";
import { loadMembers } from "./seed/load-members";
import { loadOpens, rebuildOpenRollups } from "./seed/load-opens";
import { loadResources } from "./seed/load-resources";
import {
  type DroppedStructures,
  dropSecondaryStructures,
  LOADED_TABLES,
  restoreSecondaryStructures,
  restoreWhatIsMissing,
} from "./seed/secondary-structures";
import { openLoadConnection, runOnConnections, type Sql } from "./seed/sql-client";
import { RARE_WORD } from "./seed/vocabulary";

const YEARS_OF_HISTORY = 3;

const { values } = parseArgs({
  options: {
    resources: { type: "string", default: "100000" },
    members: { type: "string", default: "100000" },
    opens: { type: "string", default: "0" },
    reset: { type: "boolean", default: false },
  },
});
const resourceCount = parseCount(values.resources, "resources");
const memberCount = parseCount(values.members, "members");
const openCount = parseCount(values.opens, "opens");
/** Filled by triggers or the rollup rebuild, not loaded: vacuumed and analysed all the same. */
const ROLLUP_TABLES = ["topic_open_days", "topic_open_totals", "signup_days", "consent_counts"];
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith("postgres")) {
  fail(
    "seed:large needs DATABASE_URL=postgres://… (a PostgreSQL database it may fill, e.g. one made with createdb).",
  );
}
const url = databaseUrl as string;

/** Refuses to add a second load on top of data, unless --reset empties every table first. */
const ensureEmpty = async (sql: Sql) => {
  const { rows } = await sql.query<{ resources: string; people: string }>(
    `SELECT (SELECT count(*) FROM resources) AS resources,
            (SELECT count(*) FROM users WHERE role <> 'admin') AS people`,
  );
  const counts = rows[0];
  if (!counts || (counts.resources === "0" && counts.people === "0")) return;
  if (!values.reset) {
    fail(
      `${databaseNameOf(url)} already holds ${counts.resources} resources and ${counts.people} members/staff.\n` +
        "Use a fresh database, or pass --reset to empty every table of it first.",
    );
  }
  await step("emptying every table (--reset)", () =>
    sql.query(
      `TRUNCATE companies, preferences, users, user_preferences, resources, resource_preferences,
                resource_edits, password_tokens, consent_texts, consent_events, consents, audit_log,
                jobs, revoked_tokens, resource_opens, resource_open_members, resource_open_totals,
                topic_open_days, signup_days, consent_counts RESTART IDENTITY CASCADE`,
    ),
  );
};

const migrateAndSeedBase = async () => {
  const database = createDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await step("migrations", () => database.migrate());
    return { close: () => database.close(), db: database.db };
  } catch (error) {
    await database.close();
    throw error;
  }
};

const main = async () => {
  log(
    `seed:large into ${databaseNameOf(url)}: ${resourceCount.toLocaleString("en-US")} resources, ` +
      `${memberCount.toLocaleString("en-US")} members, ${openCount.toLocaleString("en-US")} opens`,
  );
  const base = await migrateAndSeedBase();
  const connections = [await openLoadConnection(url), await openLoadConnection(url)];
  const [first, second] = connections as [Sql, Sql];
  let dropped: DroppedStructures | null = null;
  let restored = false;
  try {
    await ensureEmpty(first);
    const seeded = await step("base seed (brands, starter topics, admin)", () =>
      seedDatabase(base.db, {
        publicUrl: process.env.PUBLIC_URL || "http://localhost:3000",
        adminEmail: BENCH_ADMIN.email,
        adminPassword: BENCH_ADMIN.password,
      }),
    );
    // An admin made earlier (the server started on this database first) gets the bench
    // password too: the benchmark signs in with it.
    if (!seeded.adminCreated) {
      await first.query(`UPDATE users SET password_hash = $2 WHERE lower(email) = $1`, [
        BENCH_ADMIN.email,
        await hashPassword(BENCH_ADMIN.password),
      ]);
    }
    await base.close();
    await step(
      "brands and topics",
      () => addCompaniesAndTopics(first),
      (n) => `${n} topics added`,
    );
    const catalog = await readCatalog(first);
    const staffIds = await step(
      "staff",
      () => addStaff(first, BENCH_ADMIN.email),
      (ids) => `${ids.length} staff`,
    );
    const knownHashes = await step("hashing the known members' passwords", () =>
      Promise.all(BENCH_MEMBERS.map((m) => hashPassword(m.password))),
    );

    dropped = await step(
      "dropping secondary indexes and foreign keys",
      () => dropSecondaryStructures(first),
      (d) => `${d.indexes.length} indexes, ${d.foreignKeys.length} foreign keys`,
    );
    const until = new Date();
    const since = new Date(until);
    since.setFullYear(since.getFullYear() - YEARS_OF_HISTORY);
    await Promise.all([
      loadMembers(first, {
        count: memberCount,
        catalog,
        knownEmails: BENCH_MEMBERS.map((m) => m.email),
        knownHashes,
        knownTopics: KNOWN_MEMBER_TOPICS,
        since,
        until,
      }),
      loadResources(second, { count: resourceCount, catalog, staffIds, since, until }),
    ]);
    await loadOpens(first, openCount);
    if (openCount > 0) await rebuildOpenRollups(first);
    // The topic load rewrote every search document, and with it its postings, in no useful
    // order; a live database writes a resource's postings when it is created, so they lie in
    // creation order (the resource ids' order), and a walk of a word's newest postings stays
    // in a few pages of the table's visibility map. Done before the word index is rebuilt.
    await step("ordering the search postings as resources were created", async () => {
      await first.query("SET maintenance_work_mem = '1GB'");
      await first.query(
        "CLUSTER resource_search_postings USING resource_search_postings_resource_id_word_pk",
      );
    });
    const toRestore = dropped;
    await step("rebuilding indexes and foreign keys", () =>
      restoreSecondaryStructures(connections, toRestore),
    );
    restored = true;
    await step("vacuum and analyze", () =>
      runOnConnections(
        connections,
        [...LOADED_TABLES, ...ROLLUP_TABLES].map((table) => ({
          label: table,
          run: (sql) => sql.query(`VACUUM (ANALYZE) ${table}`).then(() => {}),
        })),
      ),
    );
    await printSummary(first);
  } catch (error) {
    if (dropped && !restored) {
      log("the load failed: putting back the indexes and foreign keys it dropped");
      await restoreWhatIsMissing(first, dropped);
    }
    throw error;
  } finally {
    await base.close();
    await Promise.all(connections.map((c) => c.end()));
  }
};

const printSummary = async (sql: Sql) => {
  const { rows } = await sql.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM preferences) AS topics,
            (SELECT count(*) FROM users WHERE role = 'user') AS members,
            (SELECT count(*) FROM user_preferences) AS member_topics,
            (SELECT count(*) FROM resources) AS resources,
            (SELECT count(*) FROM resource_preferences) AS resource_topics,
            (SELECT count(*) FROM resource_edits) AS edits,
            (SELECT count(*) FROM resource_opens) AS opens,
            (SELECT count(*) FROM resources WHERE title ILIKE $1) AS rare,
            pg_size_pretty(pg_database_size(current_database())) AS size`,
    [`%${RARE_WORD}%`],
  );
  log(`done in ${sinceStart()}`);
  console.table(rows[0]);
  console.log(`Titles with the rare search word "${RARE_WORD}": ${rows[0]?.rare}`);
  console.log("Accounts with a password:");
  for (const account of [BENCH_ADMIN, BENCH_EMPLOYEE, ...BENCH_MEMBERS]) {
    console.log(`  ${account.email.padEnd(24)} ${account.password}`);
  }
};

main().catch((error: Error) => fail(`seed:large failed: ${error.message}`));
