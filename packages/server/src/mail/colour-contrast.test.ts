import { describe, expect, it } from "vitest";
import { AA_CONTRAST, contrastRatio, relativeLuminance } from "./colour-contrast";

describe("the WCAG 2 contrast ratio", () => {
  it("is 21 for black on white and 1 for a colour on itself, whichever comes first", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0b3d91", "#0B3D91")).toBe(1);
  });

  it("matches the published values of known pairs", () => {
    // WebAIM's checker: #777777 on white is 4.48 (fails AA), #767676 is 4.54 (passes).
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff") ?? 0).toBeLessThan(AA_CONTRAST);
    // CIO's wordmark blue on white, and on its own blue header.
    expect(contrastRatio("#0b3d91", "#ffffff")).toBeCloseTo(10.04, 2);
  });

  it("reads #rgb, surrounding spaces and a missing #, and refuses what is not a colour", () => {
    expect(relativeLuminance(" fff ")).toBe(1);
    expect(relativeLuminance("#f00")).toBeCloseTo(0.2126, 4);
    for (const bad of ["", "red", "#12345", "#ggg", "rgb(0,0,0)"]) {
      expect(relativeLuminance(bad), bad).toBeNull();
    }
    expect(contrastRatio("blue", "#ffffff")).toBeNull();
  });
});
