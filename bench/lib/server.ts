import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess } from "../../packages/server/test/server-process";
import { BENCH_ADMIN } from "./accounts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Builds the server bundle and the web app when they are missing or older than their sources. */
export const buildIfNeeded = () => {
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("building the app failed");
};

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** The JWT_SECRET it signs sessions with (rows that act as many members sign their own). */
  jwtSecret: string;
  /** What every process of one deployment shares: its secrets and public address. */
  shared: Deployment;
  stop(): Promise<void>;
}

/** The environment the processes of one deployment share. */
interface Deployment {
  JWT_SECRET: string;
  /** Links signed by one process (unsubscribe, tracked) are read by any other. */
  UNSUBSCRIBE_SECRET: string;
  PUBLIC_URL?: string;
}

/**
 * Starts the built server in production mode on a free port: against `databaseUrl`, or on a
 * fresh embedded PGlite database when it is null. Logins are not throttled (the benchmark
 * signs in thousands of times from one address) and only warnings are logged, so logging
 * does not weigh on the figures.
 */
export const startServer = async (
  databaseUrl: string | null,
  {
    readCaches = true,
    profileDir,
    env = {},
    alongside,
  }: {
    readCaches?: boolean;
    profileDir?: string;
    env?: Record<string, string>;
    /** Another process of that server's deployment: its secrets and public address. */
    alongside?: RunningServer;
  } = {},
): Promise<RunningServer> => {
  const shared: Deployment = alongside?.shared ?? {
    JWT_SECRET: randomBytes(32).toString("base64url"),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString("base64url"),
  };
  const jwtSecret = shared.JWT_SECRET;
  const { baseUrl, stop, pid } = await startServerProcess({
    name: "sector-portal-bench",
    // A CPU profile of the whole run, written when the server stops (--profile).
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      DATABASE_URL: databaseUrl ?? "",
      ...shared,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // The login row signs in many times from one address: only failures count, and it has none.
      READ_CACHES: readCaches ? "on" : "off",
      // Most generated members never set a password: the daily retention would erase them.
      UNCONFIRMED_RETENTION_DAYS: "off",
      ...env,
    },
  });
  return {
    baseUrl,
    stop,
    pid,
    jwtSecret,
    shared: { ...shared, PUBLIC_URL: shared.PUBLIC_URL ?? baseUrl },
  };
};
