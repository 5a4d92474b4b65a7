// `npm run cluster [-- --processes N] [--port P]`: N server processes (3) on one PostgreSQL
// (DATABASE_URL, else a database `sector_portal_cluster` made on the local server) and one Redis
// (REDIS_URL, else the local one) behind nginx, round-robin, on loopback. Prints the proxy's
// URL. SIGHUP (kill -HUP <pid>) restarts the processes one at a time; Ctrl-C stops everything.
import { connect } from "node:net";
import path from "node:path";
import pg from "pg";
import { type Cluster, startCluster } from "./cluster/cluster";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const LOCAL_DATABASE = "sector_portal_cluster";

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const fail = (message: string): never => {
  console.error(`npm run cluster: ${message}`);
  process.exit(1);
};

const wholeNumber = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    fail(`${name} must be a whole number (got "${value}")`);
  return Number(value);
};

/** DATABASE_URL, else a database of its own on the local PostgreSQL server, made when missing. */
const databaseUrl = async () => {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES });
  try {
    await client.connect();
  } catch {
    return fail(
      `several processes need one PostgreSQL database (the embedded one serves a single process): set DATABASE_URL, or run PostgreSQL locally (${LOCAL_POSTGRES} did not answer)`,
    );
  }
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [
      LOCAL_DATABASE,
    ]);
    if (rowCount === 0) await client.query(`create database ${LOCAL_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(LOCAL_POSTGRES);
  url.pathname = `/${LOCAL_DATABASE}`;
  console.log(`DATABASE_URL unset: using ${url}`);
  return url.toString();
};

/** True when a Redis server answers PING at `url`. */
const redisAnswers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(/PONG|NOAUTH/.test(String(data))));
  });

const redisUrl = async () => {
  const url = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  if (!(await redisAnswers(url))) {
    fail(
      `Redis does not answer at ${url}: the processes share their rate-limit counters there. Set REDIS_URL, or run Redis locally (apt-get install redis-server)`,
    );
  }
  return url;
};

const processes = wholeNumber(argument("--processes"), "--processes", 3);
const port = wholeNumber(argument("--port") ?? process.env.PORT, "--port", 3000);

let cluster: Cluster;
try {
  cluster = await startCluster({
    processes,
    port,
    databaseUrl: await databaseUrl(),
    redisUrl: await redisUrl(),
    dataDir: path.resolve(process.env.DATA_DIR || "./data"),
    env: process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {},
    onOutput: (n, line) => console.log(`[${n}] ${line}`),
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const describe = () =>
  cluster.processes.map((p) => `  process ${p.number}: ${p.url} (pid ${p.pid})`).join("\n");
console.log(
  `\nSector Portal cluster: ${processes} processes behind nginx at ${cluster.url}\n${describe()}\n` +
    `Rolling restart: kill -HUP ${process.pid}. Stop: Ctrl-C.\n`,
);

process.on("SIGHUP", () => {
  console.log("rolling restart: one process at a time");
  cluster.rollingRestart().then(
    ({ exitCodes }) =>
      console.log(
        `rolling restart done (old processes exited ${exitCodes.join(", ")})\n${describe()}`,
      ),
    (error) =>
      console.error(`rolling restart failed: ${error instanceof Error ? error.message : error}`),
  );
});
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("stopping: each process drains and finishes its requests");
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
