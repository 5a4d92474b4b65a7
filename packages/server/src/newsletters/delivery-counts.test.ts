import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rowsOf } from "../db/rows";
import {
  claimDeliveries,
  markFailed,
  markSent,
  markSkipped,
  releaseDeliveries,
} from "./delivery-claims";

let t: TestApp;
let editions: number[];

const policy = { firstDelayMs: 1_000, maxDelayMs: 60_000, giveUpAfterMs: 3_600_000 };

/** The kept counts (rows left at zero read as none) and a count of the deliveries themselves. */
const keptAndCounted = async () => {
  const kept = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select "newsletter_id"::int as "id", "status", "n"::int as "n", "bounced"::int as "bounced",
        "complained"::int as "complained"
      from "newsletter_delivery_counts"
      where "n" <> 0 or "bounced" <> 0 or "complained" <> 0
      order by 1, 2`),
  );
  const counted = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      select "newsletter_id"::int as "id", "status", count(*)::int as "n",
        count("bounced_at")::int as "bounced", count("complained_at")::int as "complained"
      from "newsletter_deliveries" group by 1, 2 order by 1, 2`),
  );
  return { kept, counted };
};
const expectKeptCounts = async () => {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  return counted;
};

beforeAll(async () => {
  t = await createTestApp();
  const cio = await companyByCode(t, "CIO");
  editions = rowsOf<{ id: number }>(
    await t.db.execute(sql`
      insert into "newsletters" ("company_id", "status", "subject", "window_start")
      select ${cio.id}, 'sending', 'Edition ' || g, now() - interval '7 days'
      from generate_series(1, 2) g returning "id"`),
  ).map((r) => r.id);
  for (const [i, id] of editions.entries()) {
    await t.db.execute(sql`
      insert into "newsletter_deliveries" ("newsletter_id", "user_id", "status", "items")
      select ${id}, g, case when g % 10 = 0 then 'skipped' else 'queued' end, '{1}'
      from generate_series(1, ${120 + i * 30}) g`);
  }
});
afterAll(() => t.close());

describe("an edition's kept counts", () => {
  it("follow every move of its deliveries: written, claimed, sent, failed, skipped, handed back, bounced, complained of, deleted", async () => {
    const [first, second] = editions as [number, number];
    expect(await expectKeptCounts()).toContainEqual({
      id: first,
      status: "queued",
      n: 108,
      bounced: 0,
      complained: 0,
    });

    const claimed = await claimDeliveries(t.db, first, { limit: 40, leaseMs: 60_000, domain: "x" });
    expect(claimed).toHaveLength(40);
    await expectKeptCounts();
    await markSent(
      t.db,
      first,
      claimed.slice(0, 25).map((c) => c.userId),
    );
    await markFailed(t.db, first, claimed[25] as (typeof claimed)[number], "refused", policy);
    await markSkipped(t.db, first, claimed.slice(26, 30), "no longer a recipient");
    await releaseDeliveries(t.db, first, claimed.slice(30));
    await expectKeptCounts();

    // Side by side on both editions, as sending jobs of two brands.
    const [a, b] = await Promise.all([
      claimDeliveries(t.db, first, { limit: 30, leaseMs: 60_000, domain: "x" }),
      claimDeliveries(t.db, second, { limit: 30, leaseMs: 60_000, domain: "x" }),
    ]);
    await Promise.all([
      markSent(
        t.db,
        first,
        a.map((c) => c.userId),
      ),
      markSent(
        t.db,
        second,
        b.map((c) => c.userId),
      ),
    ]);
    await expectKeptCounts();

    // A relay's bounce and complaint reports, and a lease renewed (no status moves).
    await t.db.execute(sql`update "newsletter_deliveries" set "bounced_at" = now()
      where "newsletter_id" = ${first} and "status" = 'sent' and "user_id" % 3 = 0`);
    await t.db.execute(sql`update "newsletter_deliveries" set "complained_at" = now()
      where "newsletter_id" = ${first} and "status" = 'sent' and "user_id" % 4 = 0`);
    await t.db.execute(sql`update "newsletter_deliveries" set "locked_until" = now()
      where "newsletter_id" = ${second}`);
    const counted = await expectKeptCounts();
    expect(counted.find((r) => r.id === first && r.status === "sent")).toMatchObject({
      n: 55,
      bounced: expect.any(Number),
    });

    // Deleted rows (a member's erasure of demo data), then a whole edition (cascade).
    await t.db.execute(
      sql`delete from "newsletter_deliveries" where "newsletter_id" = ${first} and "user_id" <= 20`,
    );
    await expectKeptCounts();
    await t.db.execute(sql`delete from "newsletters" where "id" = ${second}`);
    const left = await expectKeptCounts();
    expect(left.every((r) => r.id === first)).toBe(true);
  });
});
