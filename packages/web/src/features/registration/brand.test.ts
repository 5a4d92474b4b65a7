import { DEFAULT_BRANDING } from "@sector/shared";
import { describe, expect, it } from "vitest";
import { makeCompanyBrand } from "../../../test/fixtures";
import { genericWording, resolveBrand } from "./brand";

describe("resolveBrand", () => {
  it("renders the stored branding as it is", () => {
    const brand = resolveBrand(
      makeCompanyBrand(3, "CFO", {
        base_url: "https://cfo.example.com/site",
        tagline: "Numbers that lead",
        intro_text: "Intro",
        footer_blurb: "Blurb",
        social_network: "X",
        social_url: "https://x.example.com/cfo",
        quick_links: [
          { label: "News", url: "/news" },
          { label: "Events", url: "https://events.example.com" },
        ],
        join_label: "Join Now",
        join_busy_label: "...",
      }),
    );
    expect(brand).toMatchObject({
      name: "CFO",
      tagline: "Numbers that lead",
      intro: "Intro",
      blurb: "Blurb",
      social: { network: "X", url: "https://x.example.com/cfo" },
      joinLabel: "Join Now",
      busyLabel: "...",
      primaryColor: DEFAULT_BRANDING.primary_color,
    });
    // A path is on the brand's site, below its base URL; an absolute URL stays.
    expect(brand.quickLinks).toEqual([
      { label: "News", href: "https://cfo.example.com/site/news" },
      { label: "Events", href: "https://events.example.com/" },
    ]);
  });

  it("falls back to generic wording built from the name for every empty text", () => {
    const brand = resolveBrand(
      makeCompanyBrand(3, "CFO", {
        tagline: " ",
        intro_text: "",
        footer_blurb: "",
        social_url: "",
        quick_links: [],
        join_label: "",
        join_busy_label: "",
        primary_color: "not a colour",
      }),
    );
    expect(brand).toMatchObject({
      tagline: genericWording.tagline("CFO"),
      intro: genericWording.intro("CFO"),
      blurb: genericWording.blurb("CFO"),
      social: null,
      quickLinks: [],
      joinLabel: "Join",
      busyLabel: null,
      primaryColor: DEFAULT_BRANDING.primary_color,
    });
    expect(brand.intro).toContain("The CFO community brings together");
  });
});
