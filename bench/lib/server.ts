import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

const freePort = () =>
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

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server in production mode on a free port: against `databaseUrl`, or on a
 * fresh embedded PGlite database when it is null. Logins are not throttled (the benchmark
 * signs in thousands of times from one address) and only warnings are logged, so logging
 * does not weigh on the figures.
 */
export const startServer = async (databaseUrl: string | null): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["packages/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl ?? "",
      SMTP_URL: "",
      JWT_SECRET: randomBytes(32).toString("base64url"),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      RATE_LIMIT_PER_IP: "1000000000",
      RATE_LIMIT_PER_EMAIL: "1000000000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited during start-up:\n${output}`);
    }
    const live = await fetch(`${baseUrl}/api/health/live`).catch(() => null);
    if (live?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, stop };
};
