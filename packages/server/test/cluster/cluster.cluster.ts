import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../../e2e/support/api";
import { type Cluster, startCluster } from "../../../../scripts/cluster/cluster";
import { registrationBodies, request, sleep, waitFor } from "../chaos/deployment";
import { createScratchDatabase, type ScratchDatabase } from "../scratch-postgres";
import { type SmtpSink, startSmtpSink } from "../smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "../webhook-receiver";

// What `npm run cluster` runs: three built server processes on one PostgreSQL database and one
// Redis, behind nginx (round-robin, on loopback). Each test talks to the proxy, or to the
// processes one by one behind its back, to show that they behave as one server.
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const redisPrefix = `sp-cluster-test-${randomBytes(6).toString("hex")}`;
const ADMIN = { email: "admin@example.com", password: "cluster-admin-password" };

let database: ScratchDatabase;
let smtp: SmtpSink;
let receiver: WebhookReceiver;
let dataDir: string;
let cluster: Cluster;

beforeAll(async () => {
  if (!postgresUrl)
    throw new Error("the cluster suite needs TEST_DATABASE_URL (a PostgreSQL server)");
  database = await createScratchDatabase(postgresUrl, "sp_test_cluster");
  smtp = await startSmtpSink();
  receiver = await startWebhookReceiver();
  dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-cluster-"));
  cluster = await startCluster({
    processes: 3,
    databaseUrl: database.url,
    redisUrl,
    dataDir,
    env: {
      // The test's webhook receiver listens on this machine, which production refuses.
      WEBHOOKS_ALLOW_PRIVATE: "1",
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_DRAIN_MS: "200",
      // Counters of this run only: the local Redis outlives runs and serves other suites.
      REDIS_PREFIX: redisPrefix,
    },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await receiver?.close();
  await smtp?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys(`${redisPrefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}, 60_000);

/** A JSON request with a bearer token (the end-to-end tests' API client, arguments reordered). */
const call = <T = unknown>(
  baseUrl: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
) => api<T>(baseUrl, method, url, body, token ?? undefined);

const signIn = async (baseUrl: string, credentials: { email: string; password: string }) => {
  const res = await call<{ token: string }>(
    baseUrl,
    "POST",
    "/user/public/login",
    null,
    credentials,
  );
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.token;
};

const urls = () => cluster.processes.map((p) => p.url);

/** Registrations a process answered 201, from its own /metrics (this machine may read it). */
const registrationsServed = async (url: string) => {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text
    .split("\n")
    .find(
      (l) =>
        l.startsWith("http_requests_total{") &&
        l.includes('route="/api/user/public/register"') &&
        l.includes('status="201"'),
    );
  return line ? Number(line.split(" ").at(-1)) : 0;
};

const cio = async (baseUrl: string) =>
  (
    await call<{ company: { id: number } }>(baseUrl, "POST", "/company/fetch-company", null, {
      company_name: "CIO",
    })
  ).body.company.id;

const topicsOf = async (baseUrl: string, companyId: number) =>
  (
    await call<{ preferences: { id: number; name: string }[] }>(
      baseUrl,
      "POST",
      "/preferences/fetch",
      null,
      { company_id: companyId },
    )
  ).body.preferences;

describe("three processes behind nginx", () => {
  it("serve the app through the proxy, every process ready on its own", async () => {
    expect(cluster.processes).toHaveLength(3);
    for (const url of [cluster.url, ...urls()]) {
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    }
    expect(new Set(cluster.processes.map((p) => p.pid)).size).toBe(3);
  });

  it("a write through one process is read through every other at once", async () => {
    const [first, ...others] = urls();
    if (!first) throw new Error("no process");
    const token = await signIn(first, ADMIN);
    const companyId = await cio(first);
    const name = `Cluster topic ${Date.now()}`;
    const created = await call(first, "POST", `/preferences/create/${companyId}`, token, {
      names: [name],
    });
    expect(created.status).toBeLessThan(300);
    // The token one process signed is honoured by the others (one shared secret).
    for (const other of others) {
      expect((await topicsOf(other, companyId)).map((t) => t.name)).toContain(name);
      expect((await call(other, "GET", "/user/protected/myprofile", token)).status).toBe(200);
    }
  });

  it("rate limits hold across processes (their counters are shared in Redis)", async () => {
    const email = `limited-${Date.now()}@example.org`;
    const statuses: number[] = [];
    // Seven wrong passwords for one account from one client address (LOGIN_FAILURES_PER_PAIR), each process in turn.
    for (let n = 0; n < 7; n += 1) {
      const url = urls()[n % 3] as string;
      statuses.push(
        (
          await call(url, "POST", "/user/public/login", null, {
            email,
            password: "wrong-password-x",
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401]);
    // The eighth is refused by every process, not only by the one that counted most.
    for (const url of [...urls(), cluster.url]) {
      expect(
        (
          await call(url, "POST", "/user/public/login", null, {
            email,
            password: "wrong-password-x",
          })
        ).status,
      ).toBe(429);
    }
  });

  it("sends each welcome mail and each webhook event once, whichever process took the registration", async () => {
    const token = await signIn(cluster.url, ADMIN);
    const hook = await call<{ webhook: { secret: string } }>(
      cluster.url,
      "POST",
      "/webhooks",
      token,
      {
        url: receiver.url,
        events: ["member.created"],
      },
    );
    expect(hook.status).toBe(201);
    const servedBefore = await Promise.all(urls().map(registrationsServed));
    const bodies = await registrationBodies(cluster.url, 30, "cluster");
    const emails = new Set(bodies.map((b) => b.email));
    // Through the proxy, eight at a time: nginx spreads them over the three processes.
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++];
          statuses.push((await request(cluster.url, "POST", "/user/public/register", body)).status);
        }
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    // Round-robin: every process took a share of them.
    const served = await Promise.all(urls().map(registrationsServed));
    const shares = served.map((n, i) => n - (servedBefore[i] ?? 0));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(30);
    for (const share of shares) expect(share).toBeGreaterThan(0);

    const events = () =>
      receiver.received.filter((r) =>
        emails.has(String((r.json?.data.member as { email?: string } | undefined)?.email)),
      );
    const mailed = () => [...emails].filter((e) => smtp.to(e).length > 0).length;
    expect(await waitFor(() => mailed() === 30 && events().length >= 30, 60_000)).toBe(true);
    // Time for a second copy to arrive, were one on its way.
    await sleep(3000);
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
    const ids = events().map((r) => String(r.headers["webhook-id"]));
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const verifier = new Webhook(hook.body.webhook.secret);
    for (const r of events()) {
      expect(() =>
        verifier.verify(r.body, {
          "webhook-id": String(r.headers["webhook-id"]),
          "webhook-timestamp": String(r.headers["webhook-timestamp"]),
          "webhook-signature": String(r.headers["webhook-signature"]),
        }),
      ).not.toThrow();
    }
  });

  it("the feed caches of every process forget an upload", async () => {
    const [body] = await registrationBodies(cluster.url, 1, "reader");
    if (!body) throw new Error("no registration body");
    expect((await request(cluster.url, "POST", "/user/public/register", body)).status).toBe(201);
    expect(await waitFor(() => smtp.to(body.email).length > 0, 30_000)).toBe(true);
    const slug = smtp.to(body.email)[0]?.raw.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    const password = "cluster-reader-password";
    expect(
      (
        await request(cluster.url, "POST", "/user/public/reset-password", {
          slug,
          newPassword: password,
        })
      ).status,
    ).toBe(200);
    const member = await signIn(cluster.url, { email: body.email, password });
    const topicIds = body.preferences.map((p) => p.id);
    const feed = async (url: string) =>
      (
        await call<{ data: { title: string }[] }>(url, "POST", "/resources/filtered", member, {
          preferences: topicIds,
          company_id: body.company_id,
          page: 1,
        })
      ).body.data.map((r) => r.title);

    // Each process reads the feed twice: its cache holds it.
    const before = await Promise.all(urls().map(feed));
    for (const url of urls()) expect(await feed(url)).toEqual(before[0]);

    const title = `Cluster upload ${Date.now()}`;
    const [uploader] = urls();
    if (!uploader) throw new Error("no process");
    const admin = await signIn(uploader, ADMIN);
    const uploaded = await call(uploader, "POST", "/resources", admin, {
      title,
      resource_url: "https://example.com/cluster-upload",
      image_bg: "https://img.example.com/cluster.png",
      company_id: body.company_id,
      preference_ids: topicIds,
      generated_by: 1,
    });
    expect(uploaded.status).toBe(201);
    // The uploading process at once; the others as soon as the change notification reaches
    // them (PostgreSQL LISTEN/NOTIFY), well within a second here.
    expect((await feed(uploader))[0]).toBe(title);
    for (const url of urls().slice(1)) {
      expect(await waitFor(async () => (await feed(url))[0] === title, 5_000)).toBe(true);
    }
  });
});
