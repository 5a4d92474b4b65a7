import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rowsOf } from "../db/rows";
import {
  type ClaimCursor,
  type ClaimedDelivery,
  claimDeliveries,
  cursorAfter,
  markSent,
  releaseDeliveries,
} from "./delivery-claims";

let t: TestApp;
let edition: number;

const claim = (limit: number, after: ClaimCursor | null = null) =>
  claimDeliveries(t.db, edition, { limit, leaseMs: 60_000, domain: "x", after });
const cursorOf = (claimed: ClaimedDelivery[]): ClaimCursor => {
  const cursor = cursorAfter(claimed);
  if (!cursor) throw new Error("nothing claimed");
  return cursor;
};
const ids = (claimed: { userId: number }[]) => claimed.map((c) => c.userId);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

beforeAll(async () => {
  t = await createTestApp();
  const cio = await companyByCode(t, "CIO");
  [edition] = rowsOf<{ id: number }>(
    await t.db.execute(sql`
      insert into "newsletters" ("company_id", "status", "subject", "window_start")
      values (${cio.id}, 'sending', 'Edition', now() - interval '7 days') returning "id"`),
  ).map((r) => r.id) as [number];
  // As the freeze writes them: one statement, so every mail is due at the same microsecond.
  await t.db.execute(sql`
    insert into "newsletter_deliveries" ("newsletter_id", "user_id", "status", "items")
    select ${edition}, g, 'queued', '{1}' from generate_series(1, 100) g`);
});
afterAll(() => t.close());

describe("claiming an edition's mails", () => {
  it("goes on after where the last claim ended, in members' order, and finds from the start what was handed back", async () => {
    const first = await claim(20);
    expect(ids(first)).toEqual(range(1, 20));
    // The cursor's time reads back exactly: nothing of the first claim comes again, nothing is skipped.
    const second = await claim(20, cursorOf(first));
    expect(ids(second)).toEqual(range(21, 40));
    await markSent(t.db, edition, ids(second));

    // The first claim's mails handed back (a stopping process): a claim after the cursor
    // does not see them, one from the start does.
    await releaseDeliveries(t.db, edition, first);
    const third = await claim(20, cursorOf(second));
    expect(ids(third)).toEqual(range(41, 60));
    const fromStart = await claim(30);
    expect(ids(fromStart)).toEqual([...range(1, 20), ...range(61, 70)]);

    // Past the last member: nothing after the cursor, a short claim.
    expect(await claim(50, { runAt: third[0]?.runAt ?? "", userId: 100 })).toEqual([]);
    expect(ids(await claim(50, cursorOf(fromStart)))).toEqual(range(71, 100));
  });
});
