// Several server processes on one PostgreSQL and Redis behind nginx, on loopback: what
// `npm run cluster` runs, and what the cluster tests and the rolling-restart chaos case start.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNginx, type RunningProxy, startProxy } from "./nginx";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ClusterOptions {
  /** Server processes (3). */
  processes?: number;
  /** The PostgreSQL database every process uses. */
  databaseUrl: string;
  /** The Redis every process keeps its rate-limit counters in. */
  redisUrl: string;
  /** nginx's port on 127.0.0.1; a free one when absent. */
  port?: number;
  /** Shared by the processes: the JWT and unsubscribe secrets (made here once), the outbox. */
  dataDir: string;
  /** More environment for every process (SMTP_URL, SHUTDOWN_DRAIN_MS, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** "dist": the build (npm run cluster); "source": the TypeScript through tsx (tests). */
  entry?: "dist" | "source";
  /** Each line a process prints, with its number (1..N); ignored when absent. */
  onOutput?: (processNumber: number, line: string) => void;
  /** How long one process may take to become ready (migrations, seed). */
  startTimeoutMs?: number;
}

export interface ClusterProcess {
  number: number;
  port: number;
  /** The process's own address, behind the proxy's back (tests ask one process directly). */
  url: string;
  pid: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface Cluster {
  /** The proxy's address: what clients use. */
  url: string;
  /** The processes now running, by slot. */
  processes: ClusterProcess[];
  /**
   * Replaces every process, one at a time: a new one is started and waited for (ready), nginx
   * is pointed at it instead of the old one, and the old one is sent SIGTERM (it drains,
   * finishes its requests, hands back its leases) and waited for.
   */
  rollingRestart(): Promise<{ exitCodes: (number | null)[] }>;
  /** SIGTERM to every process, then nginx; removes nginx's folder. */
  stop(): Promise<void>;
  /** nginx's error log. */
  proxyLog(): Promise<string>;
}

/** A TCP port nobody listens on (yet). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The secrets every process must share (a token signed by one is checked by another): kept in
 * DATA_DIR as the server itself would keep them, written here once before any process starts
 * so that no two processes make different ones.
 */
const shareSecrets = async (dataDir: string, env: Record<string, string | undefined>) => {
  await mkdir(dataDir, { recursive: true });
  for (const [file, variable] of [
    ["jwt-secret", "JWT_SECRET"],
    ["unsubscribe-secret", "UNSUBSCRIBE_SECRET"],
  ] as const) {
    const target = path.join(dataDir, file);
    if (env[variable] || existsSync(target)) continue;
    await writeFile(target, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
};

const waitUntilReady = async (
  child: ChildProcess,
  url: string,
  timeoutMs: number,
  output: () => string,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`a server process exited during start-up:\n${output()}`);
    }
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`a server process was not ready within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await sleep(100);
  }
};

export const startCluster = async (options: ClusterOptions): Promise<Cluster> => {
  const {
    processes: count = 3,
    databaseUrl,
    redisUrl,
    dataDir,
    env = {},
    entry = "dist",
    onOutput = () => {},
    startTimeoutMs = 120_000,
  } = options;
  const nginx = ensureNginx();
  const port = options.port ?? (await freePort());
  const proxyUrl = `http://127.0.0.1:${port}`;
  await shareSecrets(dataDir, { ...process.env, ...env });

  const entryArgs =
    entry === "source"
      ? ["--import", "tsx", "packages/server/src/main.ts"]
      : ["--enable-source-maps", "packages/server/dist/main.js"];

  const startProcess = async (number: number): Promise<ClusterProcess> => {
    const processPort = await freePort();
    const url = `http://127.0.0.1:${processPort}`;
    const child = spawn(process.execPath, entryArgs, {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PUBLIC_URL: proxyUrl,
        LOG_LEVEL: "warn",
        ...env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: String(processPort),
        // One proxy in front: the client is the address nginx saw.
        TRUST_PROXY: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: a Ctrl-C in the terminal reaches the script, which drains it.
      detached: true,
    });
    let output = "";
    let partial = "";
    const collect = (chunk: Buffer) => {
      output += chunk;
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) onOutput(number, line);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    await waitUntilReady(child, url, startTimeoutMs, () => output);
    return { number, port: processPort, url, pid: child.pid ?? 0, exited };
  };

  const terminate = async (p: ClusterProcess) => {
    try {
      process.kill(p.pid, "SIGTERM");
    } catch {
      // already gone
    }
    return p.exited;
  };

  // Started together: one of them migrates and seeds under the advisory lock, the others wait.
  const running = await Promise.all(Array.from({ length: count }, (_, i) => startProcess(i + 1)));
  const proxyDir = await mkdtemp(path.join(tmpdir(), "sector-portal-nginx-"));
  let proxy: RunningProxy;
  try {
    proxy = await startProxy(nginx, proxyDir, { port, upstreams: running.map((p) => p.port) });
  } catch (error) {
    await Promise.all(running.map(terminate));
    await rm(proxyDir, { recursive: true, force: true });
    throw error;
  }

  let restarting: Promise<{ exitCodes: (number | null)[] }> | null = null;
  const rollingRestart = async () => {
    const exitCodes: (number | null)[] = [];
    for (let slot = 0; slot < running.length; slot += 1) {
      const old = running[slot];
      if (!old) continue;
      const fresh = await startProcess(old.number);
      running[slot] = fresh;
      await proxy.reload(running.map((p) => p.port));
      exitCodes.push(await terminate(old));
    }
    return { exitCodes };
  };

  return {
    url: proxyUrl,
    processes: running,
    rollingRestart() {
      restarting ??= rollingRestart().finally(() => {
        restarting = null;
      });
      return restarting;
    },
    async stop() {
      await restarting?.catch(() => undefined);
      await Promise.all(running.map(terminate));
      await proxy.stop();
      await rm(proxyDir, { recursive: true, force: true });
    },
    proxyLog: () => proxy.log(),
  };
};
