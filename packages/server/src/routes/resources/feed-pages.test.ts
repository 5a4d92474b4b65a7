import {
  CURSOR_MESSAGE,
  encodeFeedCursor,
  FEED_PAGE_SIZE,
  type FeedPage,
  type LoginResponse,
  type Resource,
} from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, createMember } from "../../../test/fixtures";
import { insertResources, minutesIn, postFeed } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Every page of the feed, for several sets of topics, against the feed computed here from the
 * rows themselves: the company's resources tagged with any of the topics, newest first, ties
 * broken by the newest id. Many resources share a creation minute and a topic, so the
 * de-duplication and the tie order of the topic-by-topic reading are exercised, on the first
 * pages and on the deep ones (two statements), each statement run far more than five times
 * (PostgreSQL's generic plans included).
 */
let t: TestApp;
let member: LoginResponse;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let cmo: Awaited<ReturnType<typeof companyByCode>>;
interface Row {
  id: number;
  minute: number;
  topics: number[];
}
let rows: Row[];

/** A small deterministic generator: the same data on every run. */
const random = (() => {
  let state = 20_241_121;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
})();

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, "CIO");
  cio = await companyByCode(t, "CIO");
  cmo = await companyByCode(t, "CMO");
  const topicIds = cio.preferences.map((p) => p.id);
  const seeds = Array.from({ length: 420 }, () => {
    const topics = new Set<number>();
    const count = 1 + random(3);
    while (topics.size < count) topics.add(topicIds[random(topicIds.length)] ?? 0);
    // 60 distinct minutes for 420 resources: about seven share each creation time.
    return { minute: random(60), topics: [...topics] };
  });
  const ids = await insertResources(
    t,
    seeds.map((seed) => ({
      companyId: cio.id,
      createdAt: minutesIn(seed.minute),
      preferenceIds: seed.topics,
    })),
  );
  rows = seeds.map((seed, i) => ({ id: ids[i] ?? 0, ...seed }));
  // Another company's resources, interleaved in time: never in this feed.
  await insertResources(
    t,
    Array.from({ length: 40 }, (_, i) => ({
      companyId: cmo.id,
      createdAt: minutesIn(i),
      preferenceIds: [cmo.preferences[i % 3]?.id ?? 0],
    })),
  );
});
afterAll(() => t.close());

const expectedIds = (topics: number[]) =>
  rows
    .filter((row) => row.topics.some((topic) => topics.includes(topic)))
    .sort((a, b) => b.minute - a.minute || b.id - a.id)
    .map((row) => row.id);

const feedIds = async (topics: number[], page: number) => {
  const res = await postFeed(t, member.token, { company_id: cio.id, preferences: topics, page });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Resource[] }>().data.map((resource) => resource.id);
};

/** All pages one by one, and the empty page after the last. */
const allPages = async (topics: number[]) => {
  const pages: number[][] = [];
  for (let page = 1; ; page++) {
    const ids = await feedIds(topics, page);
    pages.push(ids);
    if (ids.length < FEED_PAGE_SIZE) return pages;
  }
};

const paged = (ids: number[]) => {
  const pages: number[][] = [];
  for (let i = 0; i <= ids.length; i += FEED_PAGE_SIZE) {
    pages.push(ids.slice(i, i + FEED_PAGE_SIZE));
  }
  return pages;
};

/** Every page by following each answer's `next`, as the web app scrolls, with its page numbers. */
const allPagesByCursor = async (topics: number[]) => {
  const pages: number[][] = [];
  let cursor: string | null = null;
  for (let page = 1; ; page++) {
    const res = await postFeed(t, member.token, {
      company_id: cio.id,
      preferences: topics,
      page,
      ...(cursor ? { cursor } : {}),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<FeedPage>();
    const ids = body.data.map((resource) => resource.id);
    pages.push(ids);
    // `next` names the page's last resource, and only an empty page has none.
    expect(body.next === null).toBe(ids.length === 0);
    if (ids.length < FEED_PAGE_SIZE) return pages;
    cursor = body.next;
  }
};

describe("feed pages by topics", () => {
  const topicSets: [string, () => number[]][] = [
    ["one topic", () => [cio.preferences[0]?.id ?? 0]],
    ["two topics", () => cio.preferences.slice(1, 3).map((p) => p.id)],
    ["four topics", () => cio.preferences.slice(0, 4).map((p) => p.id)],
    ["every topic", () => cio.preferences.map((p) => p.id)],
  ];
  for (const [name, topics] of topicSets) {
    it(`matches the feed computed from the rows, page by page: ${name}`, async () => {
      const expected = expectedIds(topics());
      expect(expected.length).toBeGreaterThan(6 * FEED_PAGE_SIZE);
      expect(await allPages(topics())).toEqual(paged(expected));
    });
    it(`matches it too following the cursors: ${name}`, async () => {
      expect(await allPagesByCursor(topics())).toEqual(paged(expectedIds(topics())));
    });
  }

  it("ignores another company's topics among the company's own", async () => {
    const own = cio.preferences.slice(0, 2).map((p) => p.id);
    const foreign = cmo.preferences.slice(0, 3).map((p) => p.id);
    for (const page of [1, 2, 7, 9]) {
      expect(await feedIds([...foreign, ...own], page)).toEqual(
        paged(expectedIds(own))[page - 1] ?? [],
      );
    }
    expect(await feedIds(foreign, 1)).toEqual([]);
  });

  it("answers a page far past the end with nothing", async () => {
    expect(await feedIds([cio.preferences[0]?.id ?? 0], 500)).toEqual([]);
    expect(await feedIds([], 500)).toEqual([]);
  });

  it("pages all of the company's resources when no topic is given", async () => {
    const all = [...rows].sort((a, b) => b.minute - a.minute || b.id - a.id).map((r) => r.id);
    expect(await allPages([])).toEqual(paged(all));
    expect(await allPagesByCursor([])).toEqual(paged(all));
  });
});

describe("feed cursors", () => {
  const feedAfter = (cursor: unknown, topics: number[] = []) =>
    postFeed(t, member.token, { company_id: cio.id, preferences: topics, page: 2, cursor });

  it("start the page after the resource they name, whatever the page number says", async () => {
    const topics = [cio.preferences[0]?.id ?? 0];
    const pages = paged(expectedIds(topics));
    const lastOfThird = pages[2]?.at(-1) ?? 0;
    for (const page of [1, 2, 9]) {
      const res = await postFeed(t, member.token, {
        company_id: cio.id,
        preferences: topics,
        page,
        cursor: encodeFeedCursor(lastOfThird),
      });
      expect(res.json<FeedPage>().data.map((r) => r.id)).toEqual(pages[3]);
    }
  });

  it("refuse what is not a cursor with a 400, and answer nothing after an unknown resource", async () => {
    for (const cursor of [
      "x",
      "cjEy!",
      12,
      "r12",
      btoa("r0").replace(/=+$/, ""),
      btoa("r1 ").replace(/=+$/, ""),
      "a".repeat(40),
    ]) {
      const res = await feedAfter(cursor);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CURSOR_MESSAGE);
    }
    const unknown = await feedAfter(encodeFeedCursor(2_000_000_000));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<FeedPage>()).toEqual({ data: [], next: null });
    // No cursor (absent, null or empty) is SPEC's paging by number.
    for (const cursor of [null, ""]) {
      const res = await feedAfter(cursor);
      expect(res.json<FeedPage>().data.map((r) => r.id)).toEqual(
        paged([...rows].sort((a, b) => b.minute - a.minute || b.id - a.id).map((r) => r.id))[1],
      );
    }
  });
});
