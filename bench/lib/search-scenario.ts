import { withClient } from "./bench-client";
import type { Scenario } from "./scenarios";
import { drawTrafficMembers } from "./traffic-members";

export const SEARCH_ID = "search";

/** Titles the queries are cut from, and members whose tokens send them. */
const SAMPLE_TITLES = 5_000;
const SEARCH_MEMBERS = 2_000;
const TYPO_SHARE = 0.1;
const PREFIX_SHARE = 0.2;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** One keyboard slip in a word of five letters or more: dropped, doubled, swapped or wrong. */
export const withSlip = (word: string): string => {
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return `${word.slice(0, at)}${word[at] === "e" ? "a" : "e"}${word.slice(at + 1)}`;
  }
};

/**
 * A query as a member who remembers a title types it: one to three neighbouring words of a
 * real title (so from the titles' own vocabulary: templates, topics, brands, years, numbers),
 * in 10 % of queries with a slip in a word of five letters or more, in 20 % with the last word
 * cut short (its first three letters or more).
 */
export const queryFrom = (title: string): { q: string; kind: "plain" | "typo" | "prefix" } => {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? ["report"];
  const count = Math.min(words.length, 1 + Math.floor(Math.random() * 3));
  const start = Math.floor(Math.random() * (words.length - count + 1));
  const chosen = words.slice(start, start + count);
  const roll = Math.random();
  if (roll < TYPO_SHARE) {
    const long = chosen.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 5);
    if (long.length > 0) {
      const [word, i] = pick(long);
      chosen[i] = withSlip(word);
      return { q: chosen.join(" "), kind: "typo" };
    }
  } else if (roll < TYPO_SHARE + PREFIX_SHARE) {
    const last = chosen.length - 1;
    const word = chosen[last] ?? "";
    if (word.length > 3) {
      chosen[last] = word.slice(0, 3 + Math.floor(Math.random() * (word.length - 3)));
      return { q: chosen.join(" "), kind: "prefix" };
    }
  }
  return { q: chosen.join(" "), kind: "plain" };
};

/**
 * The member search row (issue 31): 20 connections, each request a different member's token
 * and a query cut from a random title of the data set. Nothing caches search answers.
 */
export const prepareSearchScenario = async (
  databaseUrl: string,
  jwtSecret: string,
): Promise<Scenario> => {
  const titles = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ title: string }>(
      "SELECT title FROM resources ORDER BY hashint4(id # 13579) LIMIT $1",
      [SAMPLE_TITLES],
    );
    return rows.map((row) => row.title);
  });
  const members = await drawTrafficMembers(databaseUrl, jwtSecret, SEARCH_MEMBERS);
  const first = members[0];
  if (!first || titles.length === 0) {
    throw new Error("the search row needs members and resources (seed:large)");
  }
  const path = (q: string) => `/api/resources/search?q=${encodeURIComponent(q)}`;
  return {
    id: SEARCH_ID,
    label: `member search, ${members.length.toLocaleString("en-US")} members, 1–3 title words (10 % typo, 20 % prefix)`,
    method: "GET",
    path: path("report"),
    token: first.token,
    connections: 20,
    next: () => ({ path: path(queryFrom(pick(titles)).q), token: pick(members).token }),
    budget: { p99Ms: 50 },
    describe: (body) => {
      const page = body as { data?: unknown[]; total?: number; total_capped?: boolean };
      return `${page?.data?.length ?? "?"} of ${page?.total?.toLocaleString("en-US") ?? "?"}${page?.total_capped ? "+" : ""}`;
    },
  };
};
