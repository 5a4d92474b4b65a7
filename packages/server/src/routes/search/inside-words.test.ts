import type { LoginResponse, Resource, SearchPage } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, loginAdmin } from "../../../test/fixtures";
import { getArchive, insertResources, minutesIn } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { companies, preferences, resources } from "../../db/schema";
import { resolveSearchTerms } from "../../search/search-terms";
import { fewMatches } from "./few-matches";
import { searchPage } from "./search-page";

/**
 * Issue 64: a word of four letters or more also matches inside longer words of the titles and
 * topics ("security" and "secur" find "Cybersecurity"), ranked below the words it begins. The
 * resources are a brand's of their own (Infixco), searched with its company_id, so that the
 * seed's own topics (CIO's "Cybersecurity") stay out of the counts.
 */
let t: TestApp;
let member: LoginResponse;
let brand: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, "CIO");
  const [company] = await t.db
    .insert(companies)
    .values({ name: "Infixco", baseUrl: "https://infixco.example.com", logoUrl: "x" })
    .returning({ id: companies.id });
  brand = company?.id ?? 0;
  const [topic] = await t.db
    .insert(preferences)
    .values({ companyId: brand, name: "Cybersecurity" })
    .returning({ id: preferences.id });
  // The newest is the one inside a topic, then inside a title: whole words rank above anyway.
  const seeds = [
    { key: "whole", title: "Security basics for boards", createdAt: minutesIn(1) },
    { key: "inTitle", title: "Cybersecurity budgets explained", createdAt: minutesIn(2) },
    {
      key: "inTopic",
      title: "Quarterly planning notes",
      createdAt: minutesIn(3),
      preferenceIds: [topic?.id ?? 0],
    },
    { key: "unrelated", title: "Cloud migration diary", createdAt: minutesIn(4) },
  ];
  const inserted = await insertResources(
    t,
    seeds.map(({ key: _, ...seed }) => ({ ...seed, companyId: brand })),
  );
  seeds.forEach((seed, i) => {
    ids[seed.key] = inserted[i] ?? 0;
  });
});
afterAll(() => t.close());

const found = async (q: string, extra: Record<string, string | number> = {}) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/resources/search",
    query: Object.fromEntries(
      Object.entries({ q, company_id: brand, ...extra }).map(([k, v]) => [k, String(v)]),
    ),
    headers: bearer(member.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchPage>();
};

const idsOf = (page: SearchPage) => page.data.map((r) => r.id);

describe("a word matches inside longer words of titles and topics", () => {
  it.each(["security", "secur", "SECURITY"])(
    "%s finds the whole word first, then a title, then a topic holding it inside",
    async (q) => {
      const page = await found(q);
      expect(idsOf(page)).toEqual([ids.whole, ids.inTitle, ids.inTopic]);
      expect(page.total).toBe(3);
      expect(page.data.map((r) => r.highlight)).toEqual([
        "<mark>Security</mark> basics for boards",
        "<mark>Cybersecurity</mark> budgets explained",
        "Quarterly planning notes",
      ]);
    },
  );

  it("finds it inside with another word, below the titles holding both words whole", async () => {
    const [extra = 0] = await insertResources(t, [
      { companyId: brand, title: "Security budgets", createdAt: minutesIn(0) },
    ]);
    try {
      expect(idsOf(await found("security budgets"))).toEqual([extra, ids.inTitle]);
      expect(idsOf(await found("budg secur"))).toEqual([extra, ids.inTitle]);
    } finally {
      await t.db.delete(resources).where(eq(resources.id, extra));
      await t.sync();
    }
  });

  it("matches inside only from four letters: a shorter word matches as a beginning", async () => {
    // "sec" begins "security" only; "curi" is inside both words, beginning neither.
    expect(idsOf(await found("sec"))).toEqual([ids.whole]);
    // Inside both titles' words (the newer first), then inside the topic's.
    expect(idsOf(await found("curi"))).toEqual([ids.inTitle, ids.whole, ids.inTopic]);
    expect((await found("ecurityx")).total).toBe(0);
  });

  it("matches a compound word typed whole directly: title, then topic", async () => {
    const page = await found("cybersecurity");
    expect(idsOf(page)).toEqual([ids.inTitle, ids.inTopic]);
    expect(page.data.map((r) => r.highlight)).toContain(
      "<mark>Cybersecurity</mark> budgets explained",
    );
  });
});

describe("what a word stands for inside longer words", () => {
  it("lists the words it begins first, then the words it is inside of", async () => {
    const terms = await resolveSearchTerms(t.db, "secur");
    expect(terms?.directWords).toEqual([["security"]]);
    expect(terms?.expansions[0]?.slice(0, 1)).toEqual(["security"]);
    expect(terms?.expansions[0]).toContain("cybersecurity");
    // The top tier is the direct words' only.
    expect(terms?.allInTitle).toBe("('security':A)");
    expect(terms?.insideInTitle[0]).toContain("'cybersecurity':A");
  });

  it("has no top tier when the word is found inside other words only", async () => {
    const terms = await resolveSearchTerms(t.db, "ybersec");
    expect(terms?.directWords).toEqual([[]]);
    expect(terms?.expansions).toEqual([["cybersecurity"]]);
    expect(terms?.allInTitle).toBe("(' ')");
    expect(idsOf(await found("ybersec"))).toEqual([ids.inTitle, ids.inTopic]);
  });
});

describe("every way a page is read ranks inside matches alike", () => {
  it("the walk's first page, the index's pages and the cursor's pages agree", async () => {
    // 13 whole-word titles and 3 newer titles holding the word inside: the postings' walk
    // finds the first page (12 whole words), the index the second.
    const seeded = await insertResources(t, [
      ...Array.from({ length: 13 }, (_, i) => ({
        companyId: brand,
        title: `Zentrafold review ${i}`,
        createdAt: minutesIn(100 + i),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        companyId: brand,
        title: `Prezentrafoldia notes ${i}`,
        createdAt: minutesIn(200 + i),
      })),
    ]);
    const whole = seeded.slice(0, 13).reverse();
    const inside = seeded.slice(13).reverse();
    const expected = [...whole, ...inside];

    const first = await found("zentrafold");
    expect(first.total).toBe(16);
    expect(idsOf(first)).toEqual(expected.slice(0, 12));
    const second = await found("zentrafold", { page: 2 });
    expect(idsOf(second)).toEqual(expected.slice(12));
    const byCursor = await found("zentrafold", { cursor: first.next ?? "" });
    expect(idsOf(byCursor)).toEqual(expected.slice(12));

    // The index's statements, read directly, rank them the same.
    const terms = await resolveSearchTerms(t.db, "zentrafold");
    if (!terms) throw new Error("no terms");
    const few = await fewMatches(t.db, terms, brand);
    expect(few.ranked?.map((m) => m.id)).toEqual(expected);
    expect(few.ranked?.map((m) => m.score)).toEqual([
      ...whole.map(() => 4),
      ...inside.map(() => 3),
    ]);
    for (const common of [false, true]) {
      const pages = [
        ...(await searchPage(t.db, { terms, companyId: brand, page: 1, common })),
        ...(await searchPage(t.db, { terms, companyId: brand, page: 2, common })),
      ];
      expect(pages.map((r) => r.resource.id)).toEqual(expected);
    }
  });
});

describe("the staff archive's search", () => {
  it("matches a word inside a title's word, as the member search does", async () => {
    const admin = await loginAdmin(t);
    const res = await getArchive(t, admin.token, {
      debouncedValue: "budgets secur",
      companyId: brand,
      limit: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ resources: Resource[] }>().resources.map((r) => r.title)).toEqual([
      "Cybersecurity budgets explained",
    ]);
  });
});
