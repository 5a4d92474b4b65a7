import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { BrandBootstrap, WebRenderer } from "@sector/shared";
import { registrationPath } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, loginAdmin } from "../../test/fixtures";
import { createPeerApp, createTestApp, type TestApp } from "../../test/test-app";
import { loadWebRendererSource, WEB_TEMPLATE } from "../../test/web-renderer";
import { companies } from "../db/schema";
import { BRAND_SEEDS } from "../db/seed-data";

let t: TestApp;
let adminToken: string;
let renderer: WebRenderer;
/** Pages the renderer has rendered, every app of this file together. */
let renders = 0;
beforeAll(async () => {
  const source = await loadWebRendererSource();
  renderer = {
    renderRegistrationPage: (template, bootstrap) => {
      renders += 1;
      return source.renderRegistrationPage(template, bootstrap);
    },
  };
  t = await createTestApp({ webRenderer: renderer });
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

/** The JSON the page embeds for the app's first render. */
const bootstrapOf = (html: string): BrandBootstrap => {
  const json = /<script type="application\/json" id="brand-bootstrap">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error("the page embeds no bootstrap");
  return JSON.parse(json);
};

const updateCompany = async (id: number, body: Record<string, unknown>) => {
  const stored = await t.db.query.companies.findFirst({ where: eq(companies.id, id) });
  if (!stored) throw new Error(`no company ${id}`);
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/company/${id}`,
    headers: bearer(adminToken),
    payload: { name: stored.name, base_url: stored.baseUrl, logo_url: stored.logoUrl, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("GET /{code}-register", () => {
  it("renders each seeded brand's page from its stored branding, with its company embedded", async () => {
    for (const seed of BRAND_SEEDS) {
      const res = await get(`/${seed.slug}-register`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(titleOf(res.body)).toBe(`Sector Portal | ${seed.name} Registration`);
      expect(res.body).toContain('<div id="root" inert>');
      expect(res.body).toContain("Become a Member");
      expect(res.body).toContain(seed.tagline);
      expect(res.body).toContain(seed.introText);
      expect(res.body).toContain(seed.footerBlurb);
      expect(res.body).toContain(`>${seed.joinLabel}</button>`);
      const { code, company } = bootstrapOf(res.body);
      expect(code).toBe(seed.slug);
      expect(company).toMatchObject({
        id: (await companyByCode(t, seed.name)).id,
        name: seed.name,
        tagline: seed.tagline,
        intro_text: seed.introText,
        join_label: seed.joinLabel,
        join_busy_label: seed.joinBusyLabel,
      });
    }
  });

  it("finds the company whatever the case, with a trailing slash or a query", async () => {
    for (const url of ["/CIO-register", "/Cio-Register/", "/cio-register?utm=x"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe("Sector Portal | CIO Registration");
    }
  });

  it("answers a code no company has with the Not found page and a 404", async () => {
    for (const url of ["/cfo-register", "/nobody-register/", "/cio-registe-register"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(titleOf(res.body)).toBe("Sector Portal | Page Not Found");
      expect(res.body).toContain("Page not found!");
      expect(res.body).not.toContain("Become a Member");
      expect(bootstrapOf(res.body).company).toBeNull();
    }
  });

  it("answers every code that names no brand with one Not found page, rendered and compressed once", async () => {
    const first = await get("/nobody-at-all-register");
    expect(first.statusCode).toBe(404);
    const rendered = renders;
    // Thousands of made-up codes cost neither a render nor a statement: one body for all.
    const queries = await t.countQueries(async () => {
      for (let i = 0; i < 200; i += 1) {
        const res = await get(`/made-up-${i}-register`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(first.body);
      }
    });
    expect(queries).toBe(0);
    expect(renders).toBe(rendered);
    expect(titleOf(first.body)).toBe("Sector Portal | Page Not Found");
    expect(first.body).toContain("Page not found!");
    expect(first.body).not.toContain("nobody-at-all");
    // Compressed once too, both ways.
    const br = await get("/another-one-register", { "accept-encoding": "br" });
    expect(br.statusCode).toBe(404);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(first.body);
    const gzip = await get("/and-another-register", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(first.body);
    expect(renders).toBe(rendered);
  });

  it("leaves every other path to the app's index.html", async () => {
    for (const url of ["/cio", "/register", "/-register", "/a/b-register", "/cio-register/x"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(WEB_TEMPLATE);
    }
  });

  it("gives a brand added through the API its page at once, under its URL-encoded name", async () => {
    const create = await t.app.inject({
      method: "POST",
      url: "/api/company",
      headers: bearer(adminToken),
      payload: {
        name: "Café & Co",
        base_url: "https://cafe.example.com",
        logo_url: "https://cafe.example.com/logo.svg",
        tagline: "Coffee for leaders",
        social_url: "",
      },
    });
    expect(create.statusCode).toBe(201);
    const path = registrationPath("Café & Co");
    expect(path).toBe("/caf%C3%A9%20%26%20co-register");
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe("Sector Portal | Café &amp; Co Registration");
    expect(res.body).toContain("Coffee for leaders");
    // Left empty: the generic wording, built from the name; no social link.
    expect(res.body).toContain("The Café &amp; Co community brings together");
    expect(res.body).not.toContain("Follow Café");
    expect(bootstrapOf(res.body).company?.name).toBe("Café & Co");
  });

  it("escapes stored values: a tagline closing the script element injects nothing", async () => {
    const cro = await companyByCode(t, "CRO");
    const hostile = '</script><script>window.pwned=1</script><img src=x onerror="alert(1)">';
    await updateCompany(cro.id, { tagline: hostile, intro_text: "<b>bold</b> & more" });
    const res = await get("/cro-register");
    expect(res.statusCode).toBe(200);
    // The template's module script and the data block: no other element was opened or closed.
    expect(res.body.match(/<script\b/g)).toHaveLength(2);
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain("<img src=x");
    expect(res.body).not.toContain("<b>bold</b>");
    expect(res.body).toContain("&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;");
    expect(res.body).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    // The embedded copy reads back as stored.
    expect(bootstrapOf(res.body).company).toMatchObject({
      tagline: hostile,
      intro_text: "<b>bold</b> & more",
    });
  });

  it("shows the work details the brand asks after Job Title, at once after the admin's choice", async () => {
    const cmo = await companyByCode(t, "CMO");
    expect((await get("/cmo-register")).body).not.toContain('name="country"');
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/company/${cmo.id}/registration-fields`,
      headers: bearer(adminToken),
      payload: { fields: { country: "required", seniority: "optional" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      const page = (await get("/cmo-register")).body;
      expect(bootstrapOf(page).company?.registration_fields).toMatchObject({
        country: "required",
        seniority: "optional",
        industry: "off",
      });
      // Server-rendered in the form, after Job Title: a select of the list, the required one marked.
      const jobTitle = page.indexOf(">Job Title</label>");
      const country = page.indexOf('name="country"');
      const seniority = page.indexOf('name="seniority"');
      expect(jobTitle).toBeGreaterThan(0);
      expect(country).toBeGreaterThan(jobTitle);
      expect(seniority).toBeGreaterThan(country);
      expect(/<select[^>]*aria-required="true"[^>]*name="country"/.exec(page)?.[0]).toBeDefined();
      expect(page).toContain('<option value="DE">Germany</option>');
      expect(page).not.toContain('name="industry"');
    } finally {
      await t.app.inject({
        method: "PUT",
        url: `/api/company/${cmo.id}/registration-fields`,
        headers: bearer(adminToken),
        payload: { fields: {} },
      });
    }
  });

  it("serves a page from memory until the company changes, and a writer sees its change at once", async () => {
    const cmo = await companyByCode(t, "CMO");
    await get("/cmo-register");
    expect(await t.countQueries(() => get("/cmo-register"))).toBe(0);

    // Through the API: the edit's answer waits for the notification, so the next read sees it.
    await updateCompany(cmo.id, { tagline: "Edited through the API", join_label: "Sign me up" });
    const edited = await get("/cmo-register");
    expect(edited.body).toContain("Edited through the API");
    expect(edited.body).toContain(">Sign me up</button>");

    // Straight in the database (another process's write): its notification clears the page.
    await t.db
      .update(companies)
      .set({ tagline: "Edited elsewhere", updatedAt: sql`now()` })
      .where(eq(companies.id, cmo.id));
    await t.sync();
    expect((await get("/cmo-register")).body).toContain("Edited elsewhere");
  });

  it("keeps a brand's page until the brand changes, on every process", async () => {
    const peer = await createPeerApp(t, undefined, renderer);
    try {
      const peerGet = (url: string) => peer.inject({ method: "GET", url });
      /** The peer's page once its change feed has brought `done` about (a few ms). */
      const peerPageWhen = async (url: string, done: (body: string, status: number) => boolean) => {
        for (let tries = 0; tries < 100; tries += 1) {
          const res = await peerGet(url);
          if (done(res.body, res.statusCode)) return res;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`${url} never changed on the peer`);
      };
      const chro = await companyByCode(t, "CHRO");
      expect((await peerGet("/chro-register")).statusCode).toBe(200);
      const rendered = renders;
      for (let i = 0; i < 20; i += 1) {
        expect((await peerGet("/chro-register")).statusCode).toBe(200);
        expect((await get("/chro-register")).statusCode).toBe(200);
      }
      // Each process rendered it once at most (this one may have it already).
      expect(renders - rendered).toBeLessThanOrEqual(1);

      // An edit through one process's API: the other's page follows.
      await updateCompany(chro.id, { tagline: "Changed on the first process" });
      const changed = await peerPageWhen("/chro-register", (body) =>
        body.includes("Changed on the first process"),
      );
      expect(changed.statusCode).toBe(200);

      // A brand added through one process has its page on the other: the codes are kept the same way.
      expect((await peerGet("/cto-register")).statusCode).toBe(404);
      const create = await t.app.inject({
        method: "POST",
        url: "/api/company",
        headers: bearer(adminToken),
        payload: {
          name: "CTO",
          base_url: "https://cto.example.com",
          logo_url: "https://cto.example.com/logo.svg",
        },
      });
      expect(create.statusCode).toBe(201);
      expect((await get("/cto-register")).statusCode).toBe(200);
      const added = await peerPageWhen("/cto-register", (_body, status) => status === 200);
      expect(titleOf(added.body)).toBe("Sector Portal | CTO Registration");
    } finally {
      await peer.close();
    }
  });

  it("sends brotli or gzip to browsers that accept them", async () => {
    const plain = (await get("/chro-register")).body;
    const br = await get("/chro-register", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    const gzip = await get("/chro-register", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain);
  });

  it("answers HEAD like GET, without the page", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/cio-register" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body).toBe("");
    expect((await t.app.inject({ method: "HEAD", url: "/cfo-register" })).statusCode).toBe(404);
  });

  it("leaves the API's unknown routes a JSON 404", async () => {
    const res = await get("/api/cio-register");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Route GET /api/cio-register not found." });
  });
});
