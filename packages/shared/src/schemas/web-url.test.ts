import { describe, expect, it } from "vitest";
import { companySchema } from "./company";
import { isHttpUrl, WEB_URL_SCHEME_MESSAGE, webUrlProblem } from "./fields";
import { createResourceSchema } from "./resource";
import { sponsorBodySchema } from "./sponsors";

/** The first message a schema gives `field` for `body`, or null when it takes the body. */
const messageOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  body: object,
  field: string,
) => {
  const result = schema.safeParse(body);
  const issue = (
    result.error?.issues as { path: PropertyKey[]; message: string }[] | undefined
  )?.find((i) => i.path[0] === field);
  return issue?.message ?? null;
};

describe("web URLs (http and https only)", () => {
  it("tells a malformed URL from a well-formed URL of another scheme", () => {
    for (const url of ["https://example.com/a", "http://localhost:3000/x", "HTTPS://EXAMPLE.COM"]) {
      expect(webUrlProblem(url), url).toBeNull();
      expect(isHttpUrl(url), url).toBe(true);
    }
    for (const url of ["", "example.com", "https://", "http://", "not a url"]) {
      expect(webUrlProblem(url), url).toBe("malformed");
    }
    for (const url of [
      "chrome://settings",
      "javascript:alert(1)",
      "data:text/html,x",
      "file:///etc/passwd",
      "ftp://example.com/f",
      "mailto:a@example.com",
    ]) {
      expect(webUrlProblem(url), url).toBe("scheme");
      expect(isHttpUrl(url), url).toBe(false);
    }
  });

  const resource = {
    title: "A report",
    resource_url: "https://example.com/a",
    image_bg: "https://example.com/a.png",
    company_id: 1,
    preference_ids: [1],
  };
  const company = {
    name: "CFO",
    base_url: "https://cfo.example.com",
    logo_url: "https://cfo.example.com/logo.png",
  };
  const sponsor = {
    name: "Acme",
    website: "https://acme.example.com",
    privacy_url: "https://acme.example.com/privacy",
    logo_url: "https://acme.example.com/logo.png",
  };

  it("every form's URL fields answer a URL of another scheme with the same message", () => {
    const fields: [Parameters<typeof messageOf>[0], object, string][] = [
      [createResourceSchema, resource, "resource_url"],
      [createResourceSchema, resource, "image_bg"],
      [companySchema, company, "base_url"],
      [companySchema, company, "logo_url"],
      [sponsorBodySchema, sponsor, "website"],
      [sponsorBodySchema, sponsor, "privacy_url"],
      [sponsorBodySchema, sponsor, "logo_url"],
    ];
    for (const [schema, body, field] of fields) {
      expect(messageOf(schema, body, field), field).toBeNull();
      for (const url of ["chrome://settings/help", " javascript:alert(1) ", "ftp://x.example/f"]) {
        expect(messageOf(schema, { ...body, [field]: url }, field), `${field} ${url}`).toBe(
          WEB_URL_SCHEME_MESSAGE,
        );
      }
    }
  });

  it("keeps each field's own wording for what is no URL at all", () => {
    expect(
      messageOf(createResourceSchema, { ...resource, resource_url: "x" }, "resource_url"),
    ).toBe("A valid Landing Page URL is required.");
    expect(messageOf(createResourceSchema, { ...resource, image_bg: "https://" }, "image_bg")).toBe(
      "A valid Thumbnail Image URL is required.",
    );
    expect(messageOf(companySchema, { ...company, logo_url: "logo.png" }, "logo_url")).toBe(
      "Logo URL must be a valid http(s) URL.",
    );
    expect(messageOf(sponsorBodySchema, { ...sponsor, logo_url: "logo" }, "logo_url")).toBe(
      "Logo must be a valid URL.",
    );
  });
});
