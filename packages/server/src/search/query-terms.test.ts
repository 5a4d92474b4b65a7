import { describe, expect, it } from "vitest";
import {
  INFIX_MIN_LENGTH,
  insideWords,
  MAX_INSIDE_WORDS,
  MAX_WORDS,
  matchesInside,
  queryWords,
  typoTolerant,
  withinOneSlip,
} from "./query-terms";

describe("queryWords", () => {
  it("splits into unique lower-case words, dropping punctuation", () => {
    expect(queryWords("  Cloud-SECURITY, cloud & <script> ")).toEqual([
      "cloud",
      "security",
      "script",
    ]);
  });
  it("keeps at most MAX_WORDS words and none for punctuation only", () => {
    expect(queryWords("a b c d e f g h i j k")).toHaveLength(MAX_WORDS);
    expect(queryWords("&&& ---")).toEqual([]);
  });
});

describe("withinOneSlip", () => {
  it.each([
    ["security", "security"],
    ["securty", "security"], // dropped
    ["securiity", "security"], // doubled
    ["secuirty", "security"], // swapped
    ["secarity", "security"], // substituted
  ])("%s matches %s", (typed, known) => {
    expect(withinOneSlip(typed, known)).toBe(true);
  });
  it.each([
    ["scurty", "security"],
    ["seucirty", "security"],
    ["network", "security"],
    ["secu", "security"],
  ])("%s does not match %s", (typed, known) => {
    expect(withinOneSlip(typed, known)).toBe(false);
  });
  it("tolerates slips only from five letters", () => {
    expect(typoTolerant("clod")).toBe(false);
    expect(typoTolerant("cloud")).toBe(true);
  });
});

describe("insideWords", () => {
  const known = ["security", "cybersecurity", "insecure", "securities", "network", "cybersec"];
  it("lists the words a word is inside of and does not begin, the shortest first", () => {
    expect(insideWords("secur", known)).toEqual(["insecure", "cybersecurity"]);
    expect(insideWords("security", known)).toEqual(["cybersecurity"]);
    expect(insideWords("curi", known)).toEqual(["security", "securities", "cybersecurity"]);
  });
  it("matches inside only from INFIX_MIN_LENGTH letters", () => {
    expect(INFIX_MIN_LENGTH).toBe(4);
    expect(matchesInside("sec")).toBe(false);
    expect(matchesInside("secu")).toBe(true);
    expect(insideWords("sec", known)).toEqual([]);
    expect(insideWords("ecur", known)).toEqual([
      "insecure",
      "security",
      "securities",
      "cybersecurity",
    ]);
  });
  it("keeps at most MAX_INSIDE_WORDS, the shortest, ties in alphabetical order", () => {
    const many = Array.from({ length: 20 }, (_, i) => `${"x".repeat(5 + i)}data`);
    const kept = insideWords("data", [...many, "bigdata", "adata", "metadata", "bdata"]);
    expect(kept).toHaveLength(MAX_INSIDE_WORDS);
    expect(kept.slice(0, 5)).toEqual(["adata", "bdata", "bigdata", "metadata", "xxxxxdata"]);
    expect(insideWords("data", ["data", "database"])).toEqual([]);
  });
});
