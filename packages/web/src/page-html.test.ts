import { NO_REGISTRATION_FIELDS } from "@sector/shared";
import { describe, expect, it } from "vitest";
import { pageHtml } from "./page-html";

/** The shape of the index.html that Vite writes. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Sector Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/api-client-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <noscript>Sector Portal needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe("pageHtml", () => {
  const html = pageHtml(TEMPLATE, {
    title: "Sector Portal | Login",
    html: '<main><h1>Sign in to your account</h1><form novalidate class="space-y-5"></form></main>',
  });

  it("puts the page's markup into an inert #root, to be taken over by the app", () => {
    expect(html).toContain(
      '<div id="root" inert><main><h1>Sign in to your account</h1><form novalidate class="space-y-5"></form></main></div>',
    );
    expect(html).not.toContain('<div id="root"></div>');
  });

  it("names the page in its title, escaped", () => {
    expect(html).toContain("<title>Sector Portal | Login</title>");
    expect(pageHtml(TEMPLATE, { title: "A <b> & c", html: "" })).toContain(
      "<title>A &lt;b&gt; &amp; c</title>",
    );
  });

  it("fetches the scripts at low priority and keeps the stylesheet as it is", () => {
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/api-client-def.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  it("refuses a template it does not recognise rather than writing a page without the app", () => {
    expect(() => pageHtml("<html><body></body></html>", { title: "x", html: "" })).toThrow(
      /missing from index.html/,
    );
  });

  it("embeds a registration page's company as JSON that no value can break out of", () => {
    const hostile = "</script><script>window.injected=1</script><!--";
    const bootstrap = {
      code: "evil",
      company: {
        id: 9,
        name: "Evil",
        base_url: "https://evil.example.com",
        logo_url: "https://evil.example.com/logo.svg",
        description: "Evil Website",
        primary_color: "#000000",
        accent_color: "#ffffff",
        tagline: hostile,
        intro_text: "a & b \u2028 c",
        footer_blurb: "",
        social_network: "LinkedIn",
        social_url: "",
        quick_links: [{ label: "<b>Home</b>", url: "/" }],
        join_label: "Join",
        join_busy_label: "",
        registration_fields: { ...NO_REGISTRATION_FIELDS, country: "required" as const },
      },
    };
    const page = pageHtml(TEMPLATE, { title: "t", html: "<main></main>", bootstrap });
    // One script element was added, and it is the data block, ending where it should.
    const doc = new DOMParser().parseFromString(page, "text/html");
    const scripts = [...doc.querySelectorAll("script")];
    expect(scripts.map((s) => s.getAttribute("type"))).toEqual(["module", "application/json"]);
    expect(page.match(/<\/script>/gi)).toHaveLength(2);
    expect(page).not.toContain("window.injected=1</script>");
    // The browser reads back exactly what was embedded.
    const data = doc.getElementById("brand-bootstrap")?.textContent ?? "";
    expect(JSON.parse(data)).toEqual(bootstrap);
    // Beside #root, not in it: the app's render replaces #root's content only.
    expect(doc.getElementById("root")?.innerHTML).toBe("<main></main>");
  });
});
