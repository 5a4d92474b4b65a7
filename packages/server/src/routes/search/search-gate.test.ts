import type { SearchPage } from "@sector/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember } from "../../../test/fixtures";
import { createTestApp } from "../../../test/test-app";

/**
 * SEARCH_CONCURRENCY: searches beyond it wait their turn, in arrival order, before reading the
 * database. Three searches sent at once: a dear one (three words, several statements) first,
 * then two that end at their first statement (a word no title holds). One at a time, they
 * answer in the order they came; four at a time, the cheap ones pass the dear one.
 */
const appWith = async (searchConcurrency: number) => {
  const t = await createTestApp({ searchConcurrency });
  const cio = await companyByCode(t, "CIO");
  await t.db.execute(sql`
    insert into resources (title, image_bg, resource_url, company_id, created_at, updated_at)
    select 'Harbour ' || case when g % 3 = 0 then 'lantern ' else '' end
             || case when g % 5 = 0 then 'compass ' else '' end || 'no' || g,
           'https://img.example.com/g' || g, 'https://example.com/g' || g,
           ${cio.id}::int, now() - g * interval '1 second', now()
    from generate_series(1, 3000) g`);
  const member = await createMember(t, "CIO");
  return { t, member };
};

const answerOrder = async ({ t, member }: Awaited<ReturnType<typeof appWith>>) => {
  const finished: string[] = [];
  const ask = async (q: string) => {
    const res = await t.app.inject({
      url: "/api/resources/search",
      query: { q },
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SearchPage>().data.length).toBe(q.startsWith("harbour") ? 12 : 0);
    finished.push(q);
  };
  // Three cheap searches first, so each of the timed ones finds a database connection open:
  // opening one (on a slow machine, with a PostgreSQL server) took longer than the dear search.
  await Promise.all(["vqzyxw", "wqzyxv", "xqzywv"].map(ask));
  finished.length = 0;
  await Promise.all([ask("harbour lantern compass"), ask("zyxwvq"), ask("qwvxyz")]);
  return finished;
};

let one: Awaited<ReturnType<typeof appWith>>;
let four: Awaited<ReturnType<typeof appWith>>;

beforeAll(async () => {
  one = await appWith(1);
  four = await appWith(4);
});
afterAll(async () => {
  await one?.t.close();
  await four?.t.close();
});

describe("searches at once (SEARCH_CONCURRENCY)", () => {
  it("one at a time: each search answers in the order it came, the dear one first", async () => {
    expect(await answerOrder(one)).toEqual(["harbour lantern compass", "zyxwvq", "qwvxyz"]);
  });

  it("four at a time: the cheap searches do not wait for the dear one", async () => {
    const order = await answerOrder(four);
    expect(order).toHaveLength(3);
    expect(order.at(-1)).toBe("harbour lantern compass");
  });
});
