import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-postgres";
import { type ServerProcess, startServerProcess } from "../test/server-process";

// The server as its own process (from its source: the unit tests run before any build), on
// PostgreSQL when TEST_DATABASE_URL names a server, else on an embedded database.
const ADMIN = { email: "admin@example.com", password: "shutdown-admin-password" };
const DRAIN_MS = 3000;

let database: ScratchDatabase | null = null;
let server: ServerProcess;
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  database = serverUrl ? await createScratchDatabase(serverUrl, "sp_test_shutdown") : null;
  server = await startServerProcess({
    name: "sector-portal-shutdown",
    fromSource: true,
    env: {
      DATABASE_URL: database?.url ?? "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: "",
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sign-in whose body arrives in two halves: the request is in flight from the first byte
 * until `finish` sends the rest. Resolves with the answer's status and body.
 */
const slowSignIn = (baseUrl: string) => {
  const body = Buffer.from(JSON.stringify(ADMIN));
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/api/user/public/login`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": body.length },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(body.subarray(0, half));
    finish = () => req.end(body.subarray(half));
  });
  return { answer, finish: () => finish() };
};

describe("SIGTERM", () => {
  it("drains (readiness 503), refuses new connections, answers the request in flight and exits 0 within 10 s", async () => {
    const { baseUrl } = server;
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    const inFlight = slowSignIn(baseUrl);
    // The first half has reached the server: the request is under way.
    await sleep(300);
    const signalledAt = Date.now();
    process.kill(server.pid, "SIGTERM");

    // Draining: still serving, but readiness tells the load balancer to stop sending (as soon
    // as the process has handled the signal: a busy machine may take a moment).
    let health = await fetch(`${baseUrl}/api/health`);
    while (health.status === 200 && Date.now() - signalledAt < DRAIN_MS / 2) {
      await sleep(50);
      health = await fetch(`${baseUrl}/api/health`);
    }
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "draining" });
    expect(health.headers.get("connection")).toBe("close");
    expect((await fetch(`${baseUrl}/api/health/live`)).status).toBe(200);

    // After the drain no new connection is taken...
    const accepts = () =>
      fetch(`${baseUrl}/api/health/live`).then(
        () => true,
        () => false,
      );
    while ((await accepts()) && Date.now() - signalledAt < DRAIN_MS + 5000) await sleep(100);
    expect(await accepts()).toBe(false);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
    // (the process waits for the request in flight)
    expect(await Promise.race([server.exited.then(() => "exited"), sleep(50)])).not.toBe("exited");

    // ...and the one in flight is answered in full, with the database still there.
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ token: expect.any(String) });

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  }, 30_000);
});
