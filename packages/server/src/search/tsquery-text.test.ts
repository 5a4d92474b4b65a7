import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { anyLexeme, anyLexemeOrNone, NO_LEXEME, quotedLexeme } from "./tsquery-text";

/** The quoting checked by the database itself: the lexeme read back is the one quoted. */
let store: TestDatabase;
beforeAll(async () => {
  store = await createTestDatabase();
});
afterAll(() => store.dispose());

const matches = async (lexeme: string, query: string) => {
  // (The drivers type the result apart: both carry `rows`.)
  const { rows } = (await store.handle.db.execute(sql`
    select array_to_tsvector(array[${lexeme}::text]) @@ ${query}::text::tsquery as "hit",
           array_to_tsvector(array[${`${lexeme}x`}::text]) @@ ${query}::text::tsquery as "other"
  `)) as unknown as { rows: { hit: boolean; other: boolean }[] };
  return rows[0];
};

/** Lexemes as the simple configuration makes them: punctuation of tsquery's syntax, any text. */
const lexeme = fc
  .array(
    fc.oneof(
      fc.constantFrom("'", "''", "\\", "!", ":", ":*", "*", "&", "|", "(", ")", "<->", " ", '"'),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 4 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((pieces) => pieces.join("").replaceAll("\u0000", ""))
  .filter((text) => text.length > 0);

describe("quotedLexeme", () => {
  it("quotes the URL lexeme of the report and a backslash", () => {
    expect(quotedLexeme("zebra.example.com/a'b!c:*")).toBe("'zebra.example.com/a''b!c:*'");
    expect(quotedLexeme("c:\\x")).toBe("'c:\\\\x'");
  });

  it("is read by the database as exactly that lexeme, whatever it holds", async () => {
    await fc.assert(
      fc.asyncProperty(lexeme, async (text) => {
        expect(await matches(text, quotedLexeme(text))).toEqual({ hit: true, other: false });
      }),
      { numRuns: 300, seed: 20_260_102 },
    );
  });
});

describe("anyLexeme", () => {
  it("matches any of its lexemes, in the weights it names", async () => {
    const query = anyLexeme(["a'b", "c|d"], "AC");
    expect(query).toBe("'a''b':AC | 'c|d':AC");
    const { rows } = (await store.handle.db.execute(sql`
      select ${"'c|d':1A"}::text::tsvector @@ ${query}::text::tsquery as "a",
             ${"'c|d':1B"}::text::tsvector @@ ${query}::text::tsquery as "b"
    `)) as unknown as { rows: { a: boolean; b: boolean }[] };
    expect(rows[0]).toEqual({ a: true, b: false });
  });
});

describe("NO_LEXEME", () => {
  it("stands for no lexemes and matches no document, alone or in a query", async () => {
    expect(anyLexemeOrNone([], "A")).toBe(NO_LEXEME);
    expect(anyLexemeOrNone(["a"], "A")).toBe("'a':A");
    const { rows } = (await store.handle.db.execute(sql`
      select to_tsvector('simple', ${"a  b \t c ' ' https://x.example.com/a b"}) as "doc"
    `)) as unknown as { rows: { doc: string }[] };
    const doc = rows[0]?.doc ?? "";
    for (const query of [NO_LEXEME, `(${NO_LEXEME}) | ('zz')`, `('a') & (${NO_LEXEME})`]) {
      const { rows: hit } = (await store.handle.db.execute(sql`
        select ${doc}::tsvector @@ ${query}::text::tsquery as "hit"
      `)) as unknown as { rows: { hit: boolean }[] };
      expect(hit[0]?.hit, query).toBe(false);
    }
  });
});
