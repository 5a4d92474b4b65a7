import { describe, expect, it } from "vitest";
import { brandColors, colorDistance, contrastWithWhite, MIN_COLOR_DISTANCE } from "./brand-colors";
import { fitLabel } from "./components/charts/chart-style";
import {
  type Brand,
  type ConsentRate,
  countsOf,
  hiddenBrandsNote,
  shownConsentRates,
} from "./insights-figures";
import { SERIES_COLORS } from "./palette";

const brand = (id: number): Brand => ({ id, name: `B${id}`, color: "#000000" });
const rate = (id: number, granted: number, total: number): ConsentRate => ({
  brand: brand(id),
  purpose: "newsletter",
  granted,
  total,
  rate: total > 0 ? granted / total : null,
});

describe("consent rates shown", () => {
  it("leaves out brands with fewer than 10 members asked, and counts them", () => {
    const rates = [
      rate(1, 3, 10),
      { ...rate(2, 1, 9), purpose: "partners" as const },
      rate(2, 0, 4),
      rate(3, 0, 0),
    ];
    const { shown, hiddenBrands } = shownConsentRates(rates);
    expect(shown.map((r) => r.brand.id)).toEqual([1]);
    expect(hiddenBrands).toBe(2);
    // A brand is judged by its most asked consent: 12 asked for one is enough for all.
    expect(shownConsentRates([rate(4, 1, 12), rate(4, 0, 3)]).hiddenBrands).toBe(0);
  });

  it("says how many brands are left out, and the counts behind a rate", () => {
    expect(hiddenBrandsNote(1)).toBe("1 brand with fewer than 10 members is not shown.");
    expect(hiddenBrandsNote(3)).toBe("3 brands with fewer than 10 members are not shown.");
    expect(countsOf({ granted: 1234, total: 5678 })).toBe("1,234 of 5,678");
  });
});

describe("brand colours", () => {
  it("gives each brand its own colour when it reads on white and differs from the others'", () => {
    const colors = brandColors(
      [1, 2, 3],
      new Map([
        [1, "#BE123C"],
        [2, "#0F766E"],
        [3, "#7E22CE"],
      ]),
    );
    expect([...colors.values()]).toEqual(["#be123c", "#0f766e", "#7e22ce"]);
  });

  it("replaces a colour too light for a bar on white, or too close to an earlier brand's", () => {
    // Every brand left at the default navy: the first keeps it, the others get chart colours.
    const navy = "#1e3a8a";
    const colors = brandColors(
      [1, 2, 3, 4],
      new Map([
        [1, navy],
        [2, navy],
        [3, "#1f3b8c"],
        [4, "#fde68a"],
      ]),
    );
    const picked = [...colors.values()];
    expect(picked[0]).toBe(navy);
    expect(new Set(picked).size).toBe(4);
    for (const [i, a] of picked.entries()) {
      expect(contrastWithWhite(a)).toBeGreaterThanOrEqual(3);
      for (const b of picked.slice(i + 1)) {
        expect(colorDistance(a, b)).toBeGreaterThanOrEqual(MIN_COLOR_DISTANCE);
      }
    }
    expect(SERIES_COLORS).toContain(picked[3]);
  });

  it("keeps a brand's colour whatever other brands come after it, and colours a brand with none", () => {
    const own = new Map([[1, "#be123c"]]);
    expect(brandColors([1], own).get(1)).toBe("#be123c");
    expect(brandColors([1, 2], own).get(1)).toBe("#be123c");
    expect(brandColors([1, 2], own).get(2)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("measures contrast and distance as WCAG and CIE76 do", () => {
    expect(contrastWithWhite("#000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(colorDistance("#123456", "#123456")).toBe(0);
    expect(colorDistance("#000000", "#ffffff")).toBeCloseTo(100, 0);
  });
});

describe("an axis label", () => {
  const tenEach = (text: string) => text.length * 10;
  it("stays whole when it fits, else is cut to what fits with an ellipsis", () => {
    expect(fitLabel("Cloud", 50, tenEach)).toBe("Cloud");
    expect(fitLabel("Cloud costs", 50, tenEach)).toBe("Clou…");
    // No space left dangling before the ellipsis.
    expect(fitLabel("Zero trust", 60, tenEach)).toBe("Zero…");
    expect(fitLabel("Zero trust", 5, tenEach)).toBe("…");
  });
});
