import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-postgres";
import { bootstrap } from "../bootstrap";
import { loadConfig } from "../config";
import { rowsOf } from "../db/rows";

/**
 * DEMO_DATA at start-up, through bootstrap as `npm start` runs it: loaded by the start that
 * creates the brands, inside its start-up lock, and never again by a restart; skipped when off.
 * On the embedded database by default, or on a scratch database of TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** A DATA_DIR (and on PostgreSQL a database) of its own, started as many times as needed. */
const freshPlace = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-demo-start-"));
  cleanUps.push(() => rm(dataDir, { recursive: true, force: true }));
  let database: ScratchDatabase | null = null;
  if (serverUrl) {
    database = await createScratchDatabase(serverUrl, "sp_demo_start");
    cleanUps.push(() => database?.drop() ?? Promise.resolve());
  }
  return { dataDir, databaseUrl: database?.url ?? "" };
};

const start = async (
  place: { dataDir: string; databaseUrl: string },
  demoData: "on" | "off" | "",
) => {
  const config = loadConfig({
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl,
    DEMO_DATA: demoData,
    ADMIN_PASSWORD: "start-test-password-1",
    JWT_SECRET: "start-test-secret-that-is-long-enough",
    WEB_DIST: "",
    LOG_LEVEL: "silent",
    UNCONFIRMED_RETENTION_DAYS: "off",
  });
  const { app, seed } = await bootstrap(config);
  const [counts] = rowsOf<{ resources: number; listed: number; events: number }>(
    await app.db.execute(sql`
      select (select count(*) from "resources")::int as "resources",
        (select count(*) from "demo_records")::int as "listed",
        (select count(*) from "events" where "starts_at" > now())::int as "events"`),
  );
  await app.close();
  return { seed, counts };
};

describe("DEMO_DATA at start-up", () => {
  it("loads the demo set on the start that creates the brands, and never on a restart", async () => {
    const place = await freshPlace();
    const first = await start(place, "on");
    expect(first.seed.companiesCreated).toBe(4);
    expect(first.seed.demo).toMatchObject({ present: true, resources: 36, editions: 1 });
    expect(first.counts).toEqual({
      resources: 36,
      listed: 36 + (first.seed.demo?.members ?? 0) + 1,
      // Its events and webinars are upcoming: members can register for them.
      events: 12,
    });

    const restart = await start(place, "on");
    expect(restart.seed.demo).toBeNull();
    expect(restart.counts).toEqual(first.counts);
  }, 60_000);

  it("skips it when off", async () => {
    const place = await freshPlace();
    const off = await start(place, serverUrl ? "" : "off");
    expect(off.seed.companiesCreated).toBe(4);
    expect(off.seed.demo).toBeNull();
    expect(off.counts).toEqual({ resources: 0, listed: 0, events: 0 });
  }, 60_000);
});
