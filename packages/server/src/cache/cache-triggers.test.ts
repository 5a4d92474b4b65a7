import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember, loginAdmin } from "../../test/fixtures";
import { insertResources, minutesIn } from "../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../test/test-app";
import { loadWebRendererSource } from "../../test/web-renderer";

/**
 * A cached answer is kept until a trigger announces a change to what it was read from
 * (migrations 0002, 0003). Whatever a newcomer adds to a cached answer, the tables and user
 * columns its statements read, taken from the statements themselves, must be announced.
 */
let t: TestApp;
/** The statements each cached answer ran, read with the caches empty. */
const statements = { users: [] as string[], pages: [] as string[] };

beforeAll(async () => {
  t = await createTestApp({ webRenderer: await loadWebRendererSource() });
  const cio = await companyByCode(t, "CIO");
  const topic = cio.preferences[0]?.id ?? 0;
  const admin = await loginAdmin(t);
  await insertResources(t, [
    { title: "Traced", companyId: cio.id, createdAt: minutesIn(1), preferenceIds: [topic] },
  ]);
  const member = await createMember(t, "CIO");
  const run = async (into: string[], work: () => Promise<unknown>) => {
    const before = t.queries.length;
    await work();
    into.push(...t.queries.slice(before));
  };
  await run(statements.users, () =>
    t.app.inject({ url: "/api/user/protected/myprofile", headers: bearer(member.token) }),
  );
  // The admin's sign-in is cached by its first request, so only the pages' statements count.
  await t.app.inject({ url: "/api/user/protected/myprofile", headers: bearer(admin.token) });
  await run(statements.pages, async () => {
    for (const preferences of [[], [topic]]) {
      await t.app.inject({
        method: "POST",
        url: "/api/resources/filtered",
        headers: bearer(admin.token),
        payload: { company_id: cio.id, preferences, page: 1 },
      });
    }
    const queries: Record<string, string>[] = [
      {},
      { companyId: String(cio.id) },
      { debouncedValue: "cio" },
    ];
    for (const query of queries) {
      await t.app.inject({ url: "/api/resources", query, headers: bearer(admin.token) });
    }
    // A server-rendered registration page, kept per brand.
    await t.app.inject({ url: "/cio-register" });
  });
});
afterAll(() => t.close());

/**
 * Tables only triggers of an announced table write, in the same statement: their changes come
 * with that table's notification.
 */
const WRITTEN_BY_TRIGGERS_OF: Record<string, string> = {
  company_resource_counts: "resources",
  // The search documents (migration 0012): written by the triggers of resources, their topic
  // links, topics and companies, each of which announces the change itself.
  resource_search_docs: "resources",
  // The lexicon (migrations 0012, 0018), which the archive's search reads to resolve its words:
  // written by the same triggers, on new titles, topic names and brand names.
  search_word_variants: "resources",
  // The words' numbers (migration 0019), which the same look-up reads: written by the triggers
  // of the search documents, above.
  search_words: "resources",
};

/** Tables named after FROM or JOIN ("users" as "editor" counts as users). */
const tablesIn = (texts: string[]) =>
  new Set(
    texts.flatMap((text) =>
      [...text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((m) => m[1] ?? ""),
    ),
  );

/** The functions of the triggers on each table that send a change notification. */
const notifyingTriggers = async () => {
  // (The drivers type the result apart: both carry `rows`.)
  const { rows } = (await t.db.execute(sql`
    select c.relname as "table", p.prosrc as "source"
    from pg_trigger tr
    join pg_class c on c.oid = tr.tgrelid
    join pg_proc p on p.oid = tr.tgfoid
    where not tr.tgisinternal and p.prosrc like '%pg_notify%'`)) as unknown as {
    rows: { table: string; source: string }[];
  };
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row.source]);
  return byTable;
};

describe("every cached answer", () => {
  it("reads only tables whose changes are announced", async () => {
    expect(statements.users.length).toBeGreaterThan(0);
    expect(statements.pages.length).toBeGreaterThan(3);
    // The registration page's own read is among them.
    expect(statements.pages.some((text) => text.includes('"intro_text"'))).toBe(true);
    const announced = await notifyingTriggers();
    const read = [...tablesIn([...statements.users, ...statements.pages])].sort();
    expect(read).toEqual(expect.arrayContaining(["companies", "resources", "users"]));
    const unannounced = read.filter(
      (table) => !announced.has(WRITTEN_BY_TRIGGERS_OF[table] ?? table),
    );
    expect(unannounced).toEqual([]);
  });

  it("shows only user columns whose change the users trigger announces to the pages", async () => {
    // A cached sign-in is forgotten on any change to its user; a page only when the users
    // trigger says 'resources', which it does for the columns it compares.
    const source = ((await notifyingTriggers()).get("users") ?? []).join("\n");
    const compared = new Set(
      [...source.matchAll(/OLD\."(\w+)" IS DISTINCT FROM/g)].map((m) => m[1]),
    );
    const aliases = ["users", "editor"];
    const shown = new Set(
      statements.pages.flatMap((text) =>
        [...text.matchAll(/"(\w+)"\."(\w+)"/g)]
          .filter((m) => aliases.includes(m[1] ?? ""))
          .map((m) => m[2]),
      ),
    );
    // Joining on a user's id needs no announcement: a deleted user is announced on its own.
    shown.delete("id");
    expect(shown.size).toBeGreaterThan(0);
    expect([...shown].filter((column) => !compared.has(column))).toEqual([]);
  });
});
