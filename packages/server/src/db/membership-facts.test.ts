import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededTestDatabase, type TestDatabase } from "../../test/test-database";
import type { Database } from "./client";
import { rowsOf } from "./rows";

/**
 * The triggers of migration 0029: membership_facts holds, after every write to what it reads
 * (memberships, consents, users, suppressions, member_activity), exactly the row per membership
 * that the same facts read afresh give, whoever writes and however many rows a statement writes.
 */
let store: TestDatabase;
let db: Database;
let brandA: number;
let brandB: number;

beforeAll(async () => {
  store = await createSeededTestDatabase();
  db = store.handle.db;
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from companies order by id`));
  brandA = ids[0]?.id ?? 0;
  brandB = ids[1]?.id ?? 0;
});
afterAll(() => store.dispose());

const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

type Fact = Record<string, unknown> & { user_id: number; company_id: number };

const COLUMNS = sql`"user_id", "company_id", "joined_at", "imported", "resources", "partners",
  "suppressed", "country", "company_size", "industry", "job_function", "seniority", "job_title",
  "last_active_on"::text`;

/** What the table holds. */
const stored = () =>
  rows<Fact>(sql`select ${COLUMNS} from "membership_facts" order by "company_id", "user_id"`);

/** The same facts read afresh from the tables they come from. */
const afresh = () =>
  rows<Fact>(sql`select ${COLUMNS} from (
    select m."user_id", m."company_id", m."joined_at", m."source" = 'import' as "imported",
      coalesce(r."granted", false) as "resources", coalesce(p."granted", false) as "partners",
      exists (select 1 from "suppressions" s where s."email" = lower(u."email")) as "suppressed",
      u."country", u."company_size", u."industry", u."job_function", u."seniority",
      left(u."job_title", 200) as "job_title",
      (a."last_active_at" at time zone 'UTC')::date as "last_active_on"
    from "memberships" m
    join "users" u on u."id" = m."user_id" and u."erased_at" is null
    left join "consents" r on r."user_id" = m."user_id" and r."company_id" = m."company_id"
      and r."purpose" = 'resources'
    left join "consents" p on p."user_id" = m."user_id" and p."company_id" = m."company_id"
      and p."purpose" = 'partners'
    left join "member_activity" a on a."user_id" = m."user_id") f
    order by "company_id", "user_id"`);

const expectInSync = async () => {
  const facts = await stored();
  expect(facts).toEqual(await afresh());
  return facts;
};

const factOf = async (userId: number, companyId: number) =>
  (await stored()).find((f) => f.user_id === userId && f.company_id === companyId);

/** Where a row lies: a write that rewrote it moved it. */
const placeOf = async (userId: number, companyId: number) =>
  (
    await rows<{ ctid: string }>(
      sql`select ctid::text from "membership_facts" where "user_id" = ${userId} and "company_id" = ${companyId}`,
    )
  )[0]?.ctid;

const addUsers = async (names: string[]) => {
  const ids: number[] = [];
  for (const name of names) {
    const [user] = await rows<{ id: number }>(sql`insert into "users" ("firstname", "lastname",
      "email", "mobile_number", "job_title", "country", "seniority")
    values (${name}, 'Facts', ${`${name.toLowerCase()}@facts.test`}, '2000000000',
      ${`Chief ${name} Officer`}, 'GB', 'c_level') returning "id"`);
    ids.push(user?.id ?? 0);
  }
  return ids;
};

/** Consents as registration writes them: the ledger event, then the current state. */
const setConsent = async (
  userId: number,
  companyId: number,
  purpose: "resources" | "partners",
  granted: boolean,
) => {
  const [event] = await rows<{ id: number }>(sql`insert into "consent_events"
      ("user_id", "company_id", "purpose", "granted", "text_id", "source")
    select ${userId}, ${companyId}, ${purpose}, ${granted}, t."id", 'profile'
    from "consent_texts" t where t."company_id" = ${companyId} and t."purpose" = ${purpose}
    order by t."version" desc limit 1 returning "id"`);
  await db.execute(sql`insert into "consents"
      ("user_id", "company_id", "purpose", "granted", "event_id", "updated_at")
    values (${userId}, ${companyId}, ${purpose}, ${granted}, ${event?.id}, now())
    on conflict ("user_id", "company_id", "purpose")
    do update set "granted" = excluded."granted", "event_id" = excluded."event_id"`);
};

describe("membership_facts", () => {
  it("follows memberships, consents, member fields, suppressions, activity and erasure", async () => {
    const [ann = 0, bob = 0, cat = 0] = await addUsers(["Ann", "Bob", "Cat"]);
    // Several memberships in one statement (as an import writes them).
    await db.execute(sql`insert into "memberships" ("user_id", "company_id", "source") values
      (${ann}, ${brandA}, 'registration'), (${ann}, ${brandB}, 'import'),
      (${bob}, ${brandA}, 'registration'), (${cat}, ${brandA}, 'staff')`);
    let facts = await expectInSync();
    expect(facts).toHaveLength(4);
    expect(await factOf(ann, brandB)).toMatchObject({ imported: true, resources: false });

    // Consents given, then one withdrawn: only that brand and purpose moves.
    await setConsent(ann, brandA, "resources", true);
    await setConsent(ann, brandA, "partners", true);
    await setConsent(bob, brandA, "resources", true);
    await expectInSync();
    await setConsent(ann, brandA, "resources", false);
    await expectInSync();
    expect(await factOf(ann, brandA)).toMatchObject({ resources: false, partners: true });
    expect(await factOf(bob, brandA)).toMatchObject({ resources: true });

    // The member's fields; a change to another column rewrites nothing.
    const before = await placeOf(bob, brandA);
    await db.execute(sql`update "users" set "firstname" = 'Robert' where "id" = ${bob}`);
    expect(await placeOf(bob, brandA)).toBe(before);
    await db.execute(sql`update "users" set "country" = 'DE', "industry" = 'software_internet',
      "job_title" = ${`Head of ${"very ".repeat(100)}long titles`} where "id" = ${bob}`);
    facts = await expectInSync();
    expect(await factOf(bob, brandA)).toMatchObject({
      country: "DE",
      industry: "software_internet",
    });
    expect(String((await factOf(bob, brandA))?.job_title)).toHaveLength(200);

    // An address suppressed, a changed address, the suppression lifted.
    await db.execute(
      sql`insert into "suppressions" ("email", "reason") values ('bob@facts.test', 'bounce')`,
    );
    await expectInSync();
    expect(await factOf(bob, brandA)).toMatchObject({ suppressed: true });
    await db.execute(sql`update "users" set "email" = 'Bob2@facts.test' where "id" = ${bob}`);
    await expectInSync();
    expect(await factOf(bob, brandA)).toMatchObject({ suppressed: false });
    await db.execute(sql`update "users" set "email" = 'bob@facts.test' where "id" = ${bob}`);
    expect(await factOf(bob, brandA)).toMatchObject({ suppressed: true });
    await db.execute(sql`delete from "suppressions" where "email" = 'bob@facts.test'`);
    await expectInSync();
    expect(await factOf(bob, brandA)).toMatchObject({ suppressed: false });

    // Activity: its day, on every brand's row; the same day again writes nothing.
    await db.execute(sql`insert into "member_activity" ("user_id", "last_active_at")
      values (${ann}, now() - interval '3 days'), (${cat}, now())`);
    await expectInSync();
    await db.execute(
      sql`update "member_activity" set "last_active_at" = now() where "user_id" = ${ann}`,
    );
    facts = await expectInSync();
    const today = facts.find((f) => f.user_id === cat)?.last_active_on;
    expect(await factOf(ann, brandB)).toMatchObject({ last_active_on: today });
    const placed = await placeOf(ann, brandA);
    await db.execute(
      sql`update "member_activity" set "last_active_at" = now() where "user_id" = ${ann}`,
    );
    expect(await placeOf(ann, brandA)).toBe(placed);

    // A membership changed, then gone; a member erased; a member deleted.
    await db.execute(sql`update "memberships" set "source" = 'import', "joined_at" = '2024-01-02'
      where "user_id" = ${cat} and "company_id" = ${brandA}`);
    await expectInSync();
    expect(await factOf(cat, brandA)).toMatchObject({ imported: true });
    await db.execute(
      sql`delete from "memberships" where "user_id" = ${ann} and "company_id" = ${brandB}`,
    );
    await expectInSync();
    expect(await factOf(ann, brandB)).toBeUndefined();
    await db.execute(sql`update "users" set "erased_at" = now() where "id" = ${bob}`);
    await expectInSync();
    expect(await factOf(bob, brandA)).toBeUndefined();
    await db.execute(sql`delete from "users" where "id" = ${ann}`);
    facts = await expectInSync();
    expect(facts.map((f) => f.user_id)).toEqual([cat]);
  });

  it("keeps a consent's row right whichever comes first, the consent or the membership", async () => {
    const [dan = 0] = await addUsers(["Dan"]);
    await setConsent(dan, brandB, "partners", true);
    expect(await factOf(dan, brandB)).toBeUndefined();
    await db.execute(sql`insert into "memberships" ("user_id", "company_id", "source")
      values (${dan}, ${brandB}, 'registration')`);
    await expectInSync();
    expect(await factOf(dan, brandB)).toMatchObject({ partners: true, resources: false });
  });
});
