import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvText, guardFormula } from "./csv-text";

describe("csvText", () => {
  it("writes CRLF rows that a reader takes back field for field, line breaks of every kind included", () => {
    const records = [
      ["name", "note"],
      ["Ada", "first line\nsecond line"],
      ["Grace", "carriage\rreturn"],
      ["Alan", "windows\r\nbreak"],
      ["Quote", 'said "hi", then left'],
      ["Plain", "nothing to quote"],
    ];
    const text = csvText(records);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n")[0]).toBe("name,note");
    expect(text).toContain("Plain,nothing to quote\r\n");
    expect(parse(text, { relax_column_count: false })).toEqual(records);
  });

  it("quotes a field holding a lone line feed, so the row is not cut there", () => {
    expect(csvText([["a\nb", "c"]])).toBe('"a\nb",c\r\n');
    expect(csvText([["a\rb", "c"]])).toBe('"a\rb",c\r\n');
  });
});

describe("guardFormula", () => {
  it("prefixes what a spreadsheet would run and leaves the rest", () => {
    for (const v of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
      expect(guardFormula(v)).toBe(`'${v}`);
    expect(guardFormula("Ada")).toBe("Ada");
  });
});
