import { describe, expect, it } from "vitest";
import { contrastRatio } from "../mail/colour-contrast";
import { mailImageUrl, mailImg } from "../mail/mail-images";
import { headerBand, LIGHT_BAND, mailHeaderRow } from "./mail-header";

const PUBLIC_URL = "https://portal.example.com";

describe("an image address in mail", () => {
  it("is made absolute on PUBLIC_URL when it was stored as a path", () => {
    expect(mailImageUrl("/demo/cio-report.svg", PUBLIC_URL)).toBe(
      "https://portal.example.com/demo/cio-report.svg",
    );
    expect(mailImageUrl("brands/cio.svg", `${PUBLIC_URL}/`)).toBe(
      "https://portal.example.com/brands/cio.svg",
    );
    expect(mailImageUrl(" https://cdn.example.org/a.png ", PUBLIC_URL)).toBe(
      "https://cdn.example.org/a.png",
    );
  });

  it("is none for what a mail client should not load", () => {
    for (const bad of [
      "",
      "  ",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "//x.org/a",
    ]) {
      expect(mailImageUrl(bad, PUBLIC_URL), bad).toBeNull();
    }
  });

  it("is written with its size and alternative text, escaped", () => {
    const html = mailImg({
      src: 'https://x.org/a.png?a=1&b="2"',
      alt: "R&D <report>",
      width: 160,
      height: 90,
    });
    expect(html).toContain('src="https://x.org/a.png?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('alt="R&amp;D &lt;report&gt;"');
    expect(html).toContain('width="160" height="90"');
  });
});

describe("the header band", () => {
  it("is the brand's colour when the wordmark reaches AA on it, else the light band", () => {
    expect(headerBand("#0b3d91", "#ffffff")).toBe("#0b3d91");
    // CIO's blue wordmark on CIO's blue header: 1:1.
    expect(headerBand("#0b3d91", "#0b3d91")).toBe(LIGHT_BAND);
    // White on #777777 is 4.48: just short.
    expect(headerBand("#777777", "#ffffff")).toBe(LIGHT_BAND);
    expect(headerBand("#767676", "#ffffff")).toBe("#767676");
    expect(headerBand("not a colour", "#ffffff")).toBe(LIGHT_BAND);
  });

  const background = (row: string) => /background:(#[0-9a-f]{3,6})/i.exec(row)?.[1] ?? "";

  it("puts a logo on the light band, its src absolute, sized and named", () => {
    const row = mailHeaderRow(
      { name: "CIO", logoUrl: "/brands/cio.svg", primaryColor: "#0b3d91" },
      PUBLIC_URL,
    );
    expect(background(row)).toBe(LIGHT_BAND);
    expect(contrastRatio("#0b3d91", background(row)) ?? 0).toBeGreaterThanOrEqual(4.5);
    expect(row).toContain(
      'src="https://portal.example.com/brands/cio.svg" alt="CIO" width="160" height="48"',
    );
    expect(row).toContain("border-bottom:4px solid #0b3d91");
  });

  it("puts the name as text on the brand's colour when it reads there, else on the light band", () => {
    const dark = mailHeaderRow({ name: "CIO", logoUrl: "", primaryColor: "#0b3d91" }, PUBLIC_URL);
    expect(background(dark)).toBe("#0b3d91");
    expect(dark).toContain("color:#ffffff");
    expect(dark).not.toContain("<img");
    const mid = mailHeaderRow({ name: "Grey", logoUrl: "", primaryColor: "#777777" }, PUBLIC_URL);
    expect(background(mid)).toBe(LIGHT_BAND);
    expect(mid).toContain(
      '<span style="font-size:22px;font-weight:bold;color:#1f2937">Grey</span>',
    );
  });
});
