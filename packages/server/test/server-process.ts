import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../../scripts/cluster/cluster";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** A TCP port nobody listens on (yet): bound once, then released. */
export { freePort };

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL: no shutdown, no clean-up), leaving DATA_DIR as it is. */
  kill(): Promise<void>;
  /** What the process printed so far. */
  output(): string;
  /** The process id (its memory is read from /proc by the benchmarks). */
  pid: number;
  /** Resolves when the process has ended, with its exit code (null: ended by a signal). */
  exited: Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Added to (and overriding) the defaults: production mode, outbox mail, warnings only. */
  env?: Record<string, string>;
  /** Prefix of the fresh DATA_DIR folder. */
  name: string;
  /** How long start-up (migrations, seed) may take. */
  timeoutMs?: number;
  /** Use this DATA_DIR (a restart on the same embedded database) and leave it in place. */
  dataDir?: string;
  /** Listen on this port (a restart at the same address); a free one by default. */
  port?: number;
  /** Node's own options for the process (a CPU profile of a benchmark, say). */
  nodeArgs?: string[];
  /** Run the server's TypeScript source through tsx instead of the build (tests before a build). */
  fromSource?: boolean;
}

/**
 * The built server (packages/server/dist/main.js) as its own process on a free port with a
 * fresh DATA_DIR, as the end-to-end tests and the benchmarks run it. Resolves once
 * /api/health answers; `stop` ends it and removes the folder.
 */
export const startServerProcess = async ({
  env = {},
  name,
  timeoutMs = 120_000,
  nodeArgs = [],
  fromSource = false,
  ...given
}: ServerProcessOptions): Promise<ServerProcess> => {
  const port = given.port ?? (await freePort());
  const dataDir = given.dataDir ?? (await mkdtemp(path.join(tmpdir(), `${name}-`)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = fromSource
    ? ["--import", "tsx", "packages/server/src/main.ts"]
    : ["packages/server/dist/main.js"];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // Every test starts on an empty portal; a test about the demo set passes "on".
      DEMO_DATA: "off",
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill("SIGTERM");
    await exited;
    if (!given.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (running()) child.kill("SIGKILL");
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited during start-up:\n${output}`);
    }
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, dataDir, stop, kill, output: () => output, pid: child.pid ?? 0, exited };
};
