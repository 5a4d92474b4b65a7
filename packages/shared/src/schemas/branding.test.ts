import { describe, expect, it } from "vitest";
import { eventPageIdOf, isLinkTarget, registrationCodeOf, registrationPath } from "./branding";
import { companySchema } from "./company";

describe("registration paths", () => {
  it("are the company name in lower case, URL-encoded, and read back the same", () => {
    for (const name of ["CIO", "CHRO", "Café & Co", "A/B Testing", "100% Growth", "Cfo-register"]) {
      const path = registrationPath(name);
      expect(path.endsWith("-register")).toBe(true);
      expect(path.slice(1).includes("/")).toBe(false);
      expect(registrationCodeOf(path)).toBe(name.toLowerCase());
    }
    expect(registrationPath("CIO")).toBe("/cio-register");
  });

  it("read any case and a trailing slash; nothing else is a registration path", () => {
    expect(registrationCodeOf("/CIO-Register/")).toBe("cio");
    for (const path of [
      "/",
      "/cio",
      "/-register",
      "/a/b-register",
      "/cio-register/x",
      "/%E0%A4%A-register",
    ]) {
      expect(registrationCodeOf(path), path).toBeNull();
    }
  });
});

describe("event page paths", () => {
  it("read the event id, in any case and with a trailing slash; nothing else is one", () => {
    expect(eventPageIdOf("/events/12")).toBe(12);
    expect(eventPageIdOf("/Events/7/")).toBe(7);
    for (const path of [
      "/events",
      "/events/",
      "/events/abc",
      "/events/1/x",
      "/events/1234567890",
    ]) {
      expect(eventPageIdOf(path), path).toBeNull();
    }
  });
});

describe("branding fields", () => {
  const spec = {
    name: "CFO",
    base_url: "https://cfo.example.com",
    logo_url: "https://cfo.example.com/l.svg",
  };

  it("leave a SPEC body valid alone", () => {
    expect(companySchema.safeParse(spec).success).toBe(true);
  });

  it("take Quick Links to http(s) URLs or paths on the brand's site", () => {
    for (const ok of ["/", "/news", "https://x.example.com/a?b=c", "http://x.example.com"]) {
      expect(isLinkTarget(ok), ok).toBe(true);
    }
    for (const bad of [
      "news",
      "//evil.example.com",
      "javascript:alert(1)",
      "/a b",
      "/\\evil",
      "",
    ]) {
      expect(isLinkTarget(bad), bad).toBe(false);
    }
  });

  it("refuse a bad colour, social link, too many links and over-long texts, each in its words", () => {
    const issues = (body: object) =>
      companySchema.safeParse({ ...spec, ...body }).error?.issues.map((i) => i.message);
    expect(issues({ primary_color: "blue" })).toEqual([
      "Primary colour must be a hex colour such as #1e3a8a.",
    ]);
    expect(issues({ accent_color: "#12345" })).toEqual([
      "Accent colour must be a hex colour such as #1e3a8a.",
    ]);
    expect(issues({ social_url: "javascript:alert(1)" })).toEqual([
      "Social link must be a valid http(s) URL.",
    ]);
    expect(issues({ quick_links: Array(9).fill({ label: "a", url: "/" }) })).toEqual([
      "At most 8 quick links.",
    ]);
    expect(issues({ quick_links: [{ label: " ", url: "/" }] })).toEqual([
      "Each quick link needs a label of at most 60 characters.",
    ]);
    expect(issues({ tagline: "t".repeat(201) })).toEqual(["Must be at most 200 characters."]);
    expect(issues({ join_label: "\u0000" })).toEqual([
      "Text must not contain NUL characters or invalid Unicode.",
    ]);
    expect(issues({ primary_color: " #0B3D91 ", social_url: "", quick_links: [] })).toBeUndefined();
  });
});
