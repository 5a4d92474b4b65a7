import type { LoginResponse, Resource, SearchPage } from "@sector/shared";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember, loginAdmin } from "../../../test/fixtures";
import { getArchive, insertResources } from "../../../test/resource-test-data";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Titles holding words with punctuation: the simple configuration keeps a URL (and its host
 * and path) as one lexeme, quotes, `!`, `:`, `*`, `&`, `|` and `(` included, and such words
 * are known words a search may stand for. Whatever a title holds, every search answers 200.
 */
let t: TestApp;
let member: LoginResponse;
let admin: LoginResponse;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, "CIO");
  admin = await loginAdmin(t);
  companyId = (await companyByCode(t, "CIO")).id;
});
afterAll(() => t.close());

const memberSearch = (q: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/resources/search",
    query: { q },
    headers: bearer(member.token),
  });

const archiveSearch = (debouncedValue: string) =>
  getArchive(t, admin.token, { debouncedValue, limit: 50 });

describe("a title with punctuated words", () => {
  it("is found by the member search and the archive's search, which answer 200", async () => {
    const [id] = await insertResources(t, [
      { companyId, title: "Zebra guide see http://zebra.example.com/a'b!c:*" },
    ]);
    for (const q of ["zebra", "zebr", "zebra guide", "Zebra guide see"]) {
      const res = await memberSearch(q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(res.json<SearchPage>().data.map((r) => r.id)).toContain(id);
      const archive = await archiveSearch(q);
      expect(archive.statusCode, `${q}: ${archive.body}`).toBe(200);
      expect(archive.json<{ resources: Resource[] }>().resources.map((r) => r.id)).toContain(id);
    }
  });
});

/** Pieces of titles: punctuation tsquery reads as syntax, ASCII, odd Unicode, any text. */
const SYNTAX = ["'", "''", "!", ":", ":*", "*", "&", "|", "(", ")", "\\", "<->", "<2>", '"'];
const ascii = fc.oneof(
  fc.constantFrom(...SYNTAX),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 4 }),
);
const piece = fc.oneof(
  ascii,
  fc.constantFrom(" ", "e\u0301", "İı", "😀", "日本語", "ﬁ"),
  fc.string({ unit: "grapheme", maxLength: 6 }),
  fc.string({ unit: "grapheme-composite", maxLength: 6 }),
);
const pieces = fc.array(piece, { maxLength: 10 }).map((each) => each.join(""));
const word = fc.constantFrom("zebu", "yakk", "okapi", "Quoll");
/** A URL's host and path are lexemes, whatever punctuation the (ASCII) path carries. */
const urlTitle = fc
  .tuple(word, word, fc.array(ascii, { maxLength: 8 }), pieces)
  .map(([a, b, path, rest]) => `${a} see http://${b}.example.com/${path.join("")} ${rest}`);
const title = fc
  .oneof(urlTitle, pieces)
  .map((text) => text.replaceAll("\u0000", "").slice(0, 200))
  .filter((text) => text.trim().length > 0);

/** What a user might type to find a title: its words, their beginnings, the title itself. */
const searchesFor = (text: string): string[] => {
  const words = text.split(/\s+/).filter(Boolean);
  const letters = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [text, ...words, ...letters, ...letters.map((w) => w.slice(0, 3))].slice(0, 12);
};

// The titles (and the lexicon's words) stay between runs: a shrunk counterexample may need the
// titles of the runs before it.
describe("titles from arbitrary text", () => {
  it("never make a search of their words answer 5xx", { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(title, async (text) => {
        await insertResources(t, [{ companyId, title: text }]);
        for (const q of searchesFor(text)) {
          const found = await memberSearch(q);
          expect(found.statusCode, `${JSON.stringify(q)}: ${found.body}`).toBeLessThan(500);
          const archive = await archiveSearch(q);
          expect(archive.statusCode, `${JSON.stringify(q)}: ${archive.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60, seed: 20_260_101 },
    );
  });
});
