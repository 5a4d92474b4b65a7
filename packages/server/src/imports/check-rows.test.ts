import { NAME_CONTROL_MESSAGE } from "@sector/shared";
import { describe, expect, it } from "vitest";
import { checkRows, type ImportLookups } from "./check-rows";

const lookups: ImportLookups = {
  brands: new Map([["cio", { id: 1, name: "CIO" }]]),
  topics: new Map([[1, new Map([["cloud", 10]])]]),
};
const indexes = { firstname: 0, lastname: 1, email: 2, brand: 3 };

const check = (...cells: string[][]) =>
  checkRows(
    cells.map((line, i) => ({ line: i + 2, cells: line })),
    indexes,
    lookups,
  ).map(({ row }) => ("refused" in row ? row.refused : row.member.firstname));

describe("member import: names are names, as on the registration form", () => {
  it.each([
    ["a line break in the first name", ["Ada\nhttps://evil.example", "Lovelace"]],
    ["a carriage return in the last name", ["Ada", "Love\rlace"]],
    ["a tab inside the first name", ["Ada\tB", "Lovelace"]],
    ["a right-to-left override in the last name", ["Ada", "\u202eLovelace"]],
  ])("refuses %s", (_case, [firstname = "", lastname = ""]) => {
    expect(check([firstname, lastname, "ada@example.org", "CIO"])).toEqual([NAME_CONTROL_MESSAGE]);
  });

  it("takes a plain name, and keeps its other reasons", () => {
    expect(
      check(
        ["Zoë", "O'Brien-Þórsdóttir", "zoe@example.org", "CIO"],
        ["", "Lovelace", "ada@example.org", "CIO"],
      ),
    ).toEqual(["Zoë", "First name is required."]);
  });
});
