import { describe, expect, it } from "vitest";
import { MAX_WORDS, queryWords, typoTolerant, withinOneSlip } from "./query-terms";

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
