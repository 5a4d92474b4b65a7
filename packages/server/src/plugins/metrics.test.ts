import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, loginAdmin } from "../../test/fixtures";
import { countOf, sampleValue, scrapeFrom } from "../../test/metrics-samples";
import { createTestApp, type TestApp } from "../../test/test-app";
import { jobs } from "../db/schema";
import { UNMATCHED_ROUTE } from "../metrics/http-metrics";

// Access control (loopback, METRICS_TOKEN) is in metrics-access.test.ts.

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

describe("GET /metrics", () => {
  it("answers the Prometheus text format, process metrics included, outside the API docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain("# TYPE http_requests_total counter");
    expect(res.body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(sampleValue(res.body, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sampleValue(res.body, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);

    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain("/metrics");
  });
});

describe("requests", () => {
  const rename = (id: number, name: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/preferences/${id}`,
      headers: bearer(adminToken),
      payload: { name },
    });

  it("are counted and timed by route template and status", async () => {
    const cio = await companyByCode(t, "CIO");
    const preference = cio.preferences[0];
    if (!preference) throw new Error("CIO has no preferences");
    const route = { method: "PUT", route: "/api/preferences/:id" };
    const ok = { ...route, status: "200" };
    const missing = { ...route, status: "404" };
    const before = await scrapeFrom(t.app);

    expect((await rename(preference.id, `${preference.name} renamed`)).statusCode).toBe(200);
    expect((await rename(preference.id, preference.name)).statusCode).toBe(200);
    expect((await rename(987_654, "Nothing")).statusCode).toBe(404);

    const after = await scrapeFrom(t.app);
    expect(countOf(after, "http_requests_total", ok)).toBe(
      countOf(before, "http_requests_total", ok) + 2,
    );
    expect(countOf(after, "http_requests_total", missing)).toBe(
      countOf(before, "http_requests_total", missing) + 1,
    );
    expect(countOf(after, "http_request_duration_seconds_count", ok)).toBe(
      countOf(before, "http_request_duration_seconds_count", ok) + 2,
    );
    expect(countOf(after, "http_request_duration_seconds_sum", ok)).toBeGreaterThan(
      countOf(before, "http_request_duration_seconds_sum", ok),
    );
    // Every observation falls in the last bucket.
    expect(countOf(after, "http_request_duration_seconds_bucket", { ...missing, le: "+Inf" })).toBe(
      countOf(after, "http_request_duration_seconds_count", missing),
    );
    // The template, never the concrete path.
    expect(after).not.toContain(`/api/preferences/${preference.id}"`);
  });

  it("that match no route share one label value, whatever their path", async () => {
    const unmatched = { method: "GET", route: UNMATCHED_ROUTE, status: "404" };
    const before = await scrapeFrom(t.app);
    for (const url of ["/api/no-such-thing/1", "/api/no-such-thing/2", "/wp-login.php"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
    const after = await scrapeFrom(t.app);
    expect(countOf(after, "http_requests_total", unmatched)).toBe(
      countOf(before, "http_requests_total", unmatched) + 3,
    );
    expect(after).not.toContain("no-such-thing");
    expect(after).not.toContain("wp-login");
  });

  it("are counted per app: another app in the process starts from nothing", async () => {
    await t.app.inject({ method: "GET", url: "/api/health/live" });
    const other = await createTestApp();
    try {
      const text = await scrapeFrom(other.app);
      const live = { method: "GET", route: "/api/health/live", status: "200" };
      expect(sampleValue(text, "http_requests_total", live)).toBeUndefined();
      expect(countOf(await scrapeFrom(t.app), "http_requests_total", live)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

describe("read caches", () => {
  const archive = () =>
    t.app.inject({
      method: "GET",
      url: "/api/resources",
      query: { page: "1", limit: "5", debouncedValue: "metrics-archive" },
      headers: bearer(adminToken),
    });

  it("count a first read as a miss and a repeated one as a hit", async () => {
    const hit = { cache: "archivePages", result: "hit" };
    const miss = { cache: "archivePages", result: "miss" };
    const before = await scrapeFrom(t.app);
    expect((await archive()).statusCode).toBe(200);
    const between = await scrapeFrom(t.app);
    expect((await archive()).statusCode).toBe(200);
    expect((await archive()).statusCode).toBe(200);
    const after = await scrapeFrom(t.app);

    expect(countOf(between, "read_cache_requests_total", miss)).toBe(
      countOf(before, "read_cache_requests_total", miss) + 1,
    );
    expect(countOf(between, "read_cache_requests_total", hit)).toBe(
      countOf(before, "read_cache_requests_total", hit),
    );
    expect(countOf(after, "read_cache_requests_total", hit)).toBe(
      countOf(between, "read_cache_requests_total", hit) + 2,
    );
    expect(countOf(after, "read_cache_requests_total", miss)).toBe(
      countOf(between, "read_cache_requests_total", miss),
    );
    // Signed-in users are kept too: the same admin on every request.
    expect(
      countOf(after, "read_cache_requests_total", { cache: "users", result: "hit" }),
    ).toBeGreaterThan(
      countOf(before, "read_cache_requests_total", { cache: "users", result: "hit" }),
    );
    for (const cache of ["users", "feedPages", "archivePages"]) {
      expect(
        sampleValue(after, "read_cache_requests_total", { cache, result: "miss" }),
      ).toBeDefined();
    }
  });
});

describe("read caches' contents", () => {
  it("report the values each keeps, and the bytes of those bounded by size (the feed pages)", async () => {
    const cio = await companyByCode(t, "CIO");
    const pages = { cache: "feedPages" };
    const before = await scrapeFrom(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/resources/filtered",
      payload: { company_id: cio.id, preferences: [cio.preferences[0]?.id], page: 3 },
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await scrapeFrom(t.app);
    expect(sampleValue(after, "read_cache_entries", pages)).toBe(
      countOf(before, "read_cache_entries", pages) + 1,
    );
    // The page is kept as the bytes of its answer.
    expect(sampleValue(after, "read_cache_bytes", pages)).toBe(
      countOf(before, "read_cache_bytes", pages) + res.rawPayload.length,
    );
    expect(sampleValue(after, "read_cache_entries", { cache: "users" })).toBeGreaterThan(0);
    expect(sampleValue(after, "read_cache_bytes", { cache: "users" })).toBeUndefined();
  });
});

describe("member searches", () => {
  it("reports those running and those waiting their turn (SEARCH_CONCURRENCY, 4 here)", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Four places taken and one more waiting, then a member's search: it waits behind them.
    const holders = Array.from({ length: 5 }, () => t.app.searchGate(() => held));
    let answered = false;
    const search = t.app
      .inject({ url: "/api/resources/search", query: { q: "report" }, headers: bearer(adminToken) })
      .then((res) => {
        answered = true;
        return res;
      });
    await expect.poll(() => t.app.searchGate.pendingCount).toBe(2);
    const busy = await scrapeFrom(t.app);
    expect(sampleValue(busy, "member_searches", { state: "running" })).toBe(4);
    expect(sampleValue(busy, "member_searches", { state: "waiting" })).toBe(2);
    expect(answered).toBe(false);

    release();
    await Promise.all(holders);
    expect((await search).statusCode).toBe(200);
    const idle = await scrapeFrom(t.app);
    expect(sampleValue(idle, "member_searches", { state: "running" })).toBe(0);
    expect(sampleValue(idle, "member_searches", { state: "waiting" })).toBe(0);
  });
});

describe("mail queue", () => {
  // Far in the future: no worker claims them while the test looks.
  const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  const job = (kind: string, status: "pending" | "done" | "failed") => ({
    kind,
    status,
    payload: { to: "someone@example.org" },
    runAt: later,
  });

  it("counts pending and failed emails in the jobs table", async () => {
    const pending = { state: "pending" };
    const failed = { state: "failed" };
    const before = await scrapeFrom(t.app);
    expect(sampleValue(before, "mail_queue_messages", pending)).toBeGreaterThanOrEqual(0);
    expect(sampleValue(before, "mail_queue_messages", failed)).toBeGreaterThanOrEqual(0);

    await t.db
      .insert(jobs)
      .values([
        job("mail", "pending"),
        job("mail", "pending"),
        job("mail", "failed"),
        job("mail", "done"),
        job("webhook", "pending"),
        job("webhook", "failed"),
      ]);

    const after = await scrapeFrom(t.app);
    expect(sampleValue(after, "mail_queue_messages", pending)).toBe(
      (sampleValue(before, "mail_queue_messages", pending) ?? 0) + 2,
    );
    expect(sampleValue(after, "mail_queue_messages", failed)).toBe(
      (sampleValue(before, "mail_queue_messages", failed) ?? 0) + 1,
    );
    expect(sampleValue(after, "mail_queue_messages", { state: "done" })).toBeUndefined();
  });

  it("is left out, not the whole scrape, when the database is down", async () => {
    const broken = await createTestApp();
    try {
      await broken.app.inject({ method: "GET", url: "/api/health/live" });
      await broken.database.close();
      const text = await scrapeFrom(broken.app);
      expect(text).toContain("# TYPE mail_queue_messages gauge");
      expect(sampleValue(text, "mail_queue_messages", { state: "pending" })).toBeUndefined();
      expect(
        sampleValue(text, "http_requests_total", {
          method: "GET",
          route: "/api/health/live",
          status: "200",
        }),
      ).toBe(1);
    } finally {
      await broken.close();
    }
  });
});

describe("database pool", () => {
  it("reports its gauges, with the driver's numbers where it has them", async () => {
    const text = await scrapeFrom(t.app);
    expect(text).toContain("# TYPE db_pool_connections gauge");
    expect(text).toContain("# TYPE db_pool_waiting_requests gauge");
    if (t.database.kind === "pglite") {
      // One embedded connection whose queue PGlite keeps to itself: nothing invented.
      expect(sampleValue(text, "db_pool_connections", { state: "in_use" })).toBeUndefined();
      return;
    }
    // A transaction holds a connection while the scrape looks.
    const during = await t.db.transaction(async () => scrapeFrom(t.app));
    expect(sampleValue(during, "db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sampleValue(during, "db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(during, "db_pool_waiting_requests")).toBeGreaterThanOrEqual(0);
  });
});
