import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type ChangeFeed, openPgliteChangeFeed, openPostgresChangeFeed } from "./change-feed";
import * as schema from "./schema";
import { observeStatement } from "./writes";

export type Schema = typeof schema;
/** Both drivers share this type: the handlers never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The embedded database's own client (its backups, src/backups); null on a server. */
  embedded: PGlite | null;
  migrate(): Promise<void>;
  /** Runs `work` while holding a database-wide lock, so concurrent starts migrate and seed once. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Starts receiving the database's change notifications (the read caches' invalidation). */
  openChangeFeed(): Promise<ChangeFeed>;
  /** The connections of this process right now (the metrics). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/**
 * Connections open, idle among them, and queries waiting for one. Null where the driver cannot
 * tell: embedded PGlite is one connection whose queue of queries it keeps to itself.
 */
export interface PoolStats {
  total: number;
  idle: number | null;
  waiting: number | null;
}

export interface DatabaseOptions {
  /** `postgres://…`; when absent, embedded PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data folder; when absent, PGlite keeps everything in memory (tests). */
  pglitePath?: string | null;
  /**
   * PGlite only: start from this dump of a data folder (`dumpDataDir`) instead of an empty
   * one. Tests start each file's database from one migrated dump: a fresh PGlite runs initdb,
   * about a second; loading a dump takes a quarter of that.
   */
  pgliteSnapshot?: Blob | null;
  /** Called for every SQL statement (query-count tests, debugging). */
  onQuery?: (query: string, params: unknown[]) => void;
  poolSize?: number;
}

/** The committed drizzle-kit migrations, found from src/ (tests) and dist/ (production) alike. */
export const migrationsFolder = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("drizzle migrations folder not found");
})();

/** Closing twice (a test and its clean-up, say) must not throw. */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
};

const STARTUP_LOCK_KEY = 727_274_001;

/** The embedded PostgreSQL with our extensions: in `pglitePath`, or in memory. */
export const openPglite = ({
  pglitePath,
  pgliteSnapshot,
}: Pick<DatabaseOptions, "pglitePath" | "pgliteSnapshot"> = {}) => {
  if (pglitePath) mkdirSync(pglitePath, { recursive: true });
  // (`new PGlite(undefined, options)` would drop the options: name the in-memory store instead.)
  return new PGlite(pglitePath ?? "memory://", {
    extensions: { pg_trgm },
    ...(pgliteSnapshot && { loadDataDir: pgliteSnapshot }),
  });
};

export const createDatabase = (options: DatabaseOptions): DatabaseHandle => {
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      observeStatement(query);
      options.onQuery?.(query, params);
    },
  };

  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      embedded: null,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      async withStartupLock(work) {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      openChangeFeed: () => openPostgresChangeFeed(databaseUrl),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: once(() => pool.end()),
    };
  }

  const client = openPglite(options);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    embedded: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // PGlite is embedded in this one process: there is nobody to race with.
    withStartupLock: (work) => work(),
    openChangeFeed: () => openPgliteChangeFeed(client),
    poolStats: () => ({ total: client.closed ? 0 : 1, idle: null, waiting: null }),
    close: once(() => client.close()),
  };
};

export const pingDatabase = async (db: Database): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
