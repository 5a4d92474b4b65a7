import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/server-process";
import { createTestApp, type TestApp } from "../../test/test-app";
import { isDatabaseUnavailable } from "./database-unavailable";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("isDatabaseUnavailable", () => {
  it("recognises a PostgreSQL server that refuses connections, as the driver reports it", async () => {
    const client = new pg.Client({
      connectionString: `postgres://x@127.0.0.1:${await freePort()}/x`,
    });
    const error = await client.connect().then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable({ message: "query failed", cause: error })).toBe(true);
  });

  it("recognises the SQLSTATEs of a server shutting down or not accepting connections", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001"]) {
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code }))).toBe(true);
    }
  });

  it("does not take a faulty statement or a constraint violation for an outage", async () => {
    const error = await t.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
