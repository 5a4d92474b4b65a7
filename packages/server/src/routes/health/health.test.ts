import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers liveness without the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(
      await t.countQueries(() => t.app.inject({ method: "GET", url: "/api/health/live" })),
    ).toBe(0);
  });
});

describe("readiness when the database is gone", () => {
  it("answers 503", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
    await broken.close();
  });
});

describe("readiness while the process shuts down", () => {
  it("answers 503 draining with Connection: close, while liveness and the API still answer", async () => {
    const draining = await createTestApp();
    draining.app.draining.start();
    const res = await draining.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "draining" });
    expect(res.headers.connection).toBe("close");
    expect((await draining.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(
      200,
    );
    const companies = await draining.app.inject({
      method: "POST",
      url: "/api/company/fetch-company",
      payload: { company_name: "CIO" },
    });
    expect(companies.statusCode).toBe(200);
    await draining.close();
  });
});
