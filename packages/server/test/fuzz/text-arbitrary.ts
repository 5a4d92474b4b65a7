import fc from "fast-check";

/*
 * Strings for the fuzzer: plausible ones that get past validation to the handlers, and hostile
 * ones (NUL, unpaired surrogates, huge, injection-shaped, odd Unicode) that must be refused
 * cleanly. Nothing here may look like a leak (see response-check.ts): a server that echoes a
 * generated string would otherwise be blamed for it.
 */

/** Characters the database cannot store: the fuzzer plants them inside other strings. */
const unstorable = fc.oneof(
  { weight: 3, arbitrary: fc.constant("\u0000") },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdbff }).map((u) => String.fromCharCode(u)),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xdc00, max: 0xdfff }).map((u) => String.fromCharCode(u)),
  },
  { weight: 1, arbitrary: fc.constant("\udc00\ud800") },
);

const HOSTILE = [
  "",
  " ",
  "   \t\n ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "😀",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "\ufeff",
  "\u200b",
  "e\u0301\u0301\u0301",
  "İıß",
  "'; drop table users; --",
  '" or 1=1 --',
  "%",
  "%00",
  "%zz",
  "%s%n%x",
  "#{7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "\\",
  '"',
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "true",
  "0",
  "-1",
  "1e309",
  "0x1f",
  "__proto__",
  "constructor",
  "CIO",
  " cmo ",
  "javascript:alert(1)",
  "ftp://example.org/file",
  "//example.org",
  "https://",
];

const WORDS = ["Cloud", "AI", "Data", "Report", "Security", "Growth", "Leads", "cio", "CRO"];

/** Short words from the product's world: names, titles, sector codes. */
const plainWords = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((w) => w.join(" "));

const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom("admin@example.com", "ADMIN@example.com ", "nobody@example.org"),
);

const urlLike = fc.oneof(
  fc.webUrl({ validSchemes: ["http", "https"] }),
  fc.constantFrom(
    "https://example.org/report.pdf",
    "http://localhost:3000/x",
    // Plausible, and refused: only web URLs are stored.
    "chrome://settings",
  ),
);

/** Up to `max` characters of any kind: any code point, or ASCII, or a run of one hostile piece. */
const randomText = (max: number) =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength: max }),
    fc.string({ unit: "grapheme-ascii", maxLength: max }),
    fc.string({ unit: fc.constantFrom(...HOSTILE), maxLength: Math.min(max, 8) }),
  );

/** `base` with an unstorable character planted at some position. */
const withUnstorable = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, unstorable, fc.nat()).map(([text, bad, at]) => {
    const i = text.length === 0 ? 0 : at % (text.length + 1);
    return text.slice(0, i) + bad + text.slice(i);
  });

/** Strings well past any column's length, sometimes past the 100 KB body limit. */
export const hugeText = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 201, max: 5_000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 90_000, max: 110_000 }).map((n) => "é".repeat(n)) },
);

/** Punctuation of tsquery's syntax, which a URL in a title keeps inside one word. */
const QUERY_SYNTAX = ["'", "''", "!", ":", ":*", "*", "&", "|", "(", ")", "\\", "<->", "<2>"];

/**
 * A title holding a URL whose host is one of WORDS and whose path carries punctuation: the
 * simple configuration keeps the host and the path as words of their own, which a search for
 * a word of WORDS (the query fields' plausible text) then stands for.
 */
export const punctuatedTitle = fc
  .tuple(
    plainWords,
    fc.constantFrom(...WORDS),
    fc.array(
      fc.oneof(
        fc.constantFrom(...QUERY_SYNTAX),
        fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 3 }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(
    ([words, host, path]) =>
      `${words} see http://${host.toLowerCase()}.example.com/${path.join("")}`,
  );

/** A string a field of this name would plausibly hold, within `maxLength`. */
export const plausibleText = (name: string, maxLength = 200): fc.Arbitrary<string> => {
  const lower = name.toLowerCase();
  if (lower.includes("email")) return emailLike;
  if (lower.includes("url") || lower.includes("image")) return urlLike;
  if (lower === "name" || lower.includes("company_name")) {
    return fc.oneof(fc.constantFrom("CIO", "cmo", "CHRO", "CRO"), plainWords);
  }
  if (lower.includes("password") || lower.includes("slug")) {
    return fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: Math.min(maxLength, 40) });
  }
  const printable = fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 30 });
  if (lower === "title") {
    return fc.oneof(plainWords, printable, punctuatedTitle).map((text) => text.slice(0, maxLength));
  }
  return fc.oneof(
    plainWords,
    printable.map((text) => text.slice(0, maxLength)),
  );
};

/** Any string at all, with a strong bias to the ones that break things. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 3, arbitrary: withUnstorable(fc.oneof(plainWords, randomText(20))) },
  { weight: 3, arbitrary: randomText(40) },
  { weight: 1, arbitrary: hugeText },
);

/** A text field's value: mostly plausible, often hostile, sometimes carrying NUL or a surrogate. */
export const textFor = (name: string, maxLength?: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: plausibleText(name, maxLength) },
    { weight: 2, arbitrary: withUnstorable(plausibleText(name, maxLength)) },
    { weight: 2, arbitrary: hostileText },
  );

/** Object keys for extra, unexpected fields. */
export const extraKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "id", "role", "user_id", "", "\u0000"),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 12 }),
);
