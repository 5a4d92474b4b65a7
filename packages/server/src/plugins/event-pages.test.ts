import { gunzipSync } from "node:zlib";
import type { EventPageBootstrap, WebRenderer } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent } from "../../test/events";
import { companyByCode, loginAdmin, registrationFor } from "../../test/fixtures";
import { addResource } from "../../test/newsletters";
import { addSponsor } from "../../test/sponsors";
import { createTestApp, type TestApp } from "../../test/test-app";
import { loadWebRendererSource, WEB_TEMPLATE } from "../../test/web-renderer";
import { resources } from "../db/schema";
import { BRAND_SEEDS } from "../db/seed-data";

let t: TestApp;
let admin: string;
/** Event pages the renderer has rendered. */
let renders = 0;
beforeAll(async () => {
  const source = await loadWebRendererSource();
  const renderEventPage = source.renderEventPage;
  if (!renderEventPage) throw new Error("the web renderer has no event pages");
  const renderer: WebRenderer = {
    renderRegistrationPage: source.renderRegistrationPage,
    renderEventPage: (template, bootstrap) => {
      renders += 1;
      return renderEventPage(template, bootstrap);
    },
  };
  t = await createTestApp({ webRenderer: renderer });
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const hour = 3_600_000;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

/** The JSON the page embeds for the app's first render. */
const bootstrapOf = (html: string): EventPageBootstrap => {
  const json = /<script type="application\/json" id="event-bootstrap">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error("the page embeds no bootstrap");
  return JSON.parse(json);
};

describe("GET /events/{id}", () => {
  it("renders the event in its brand's look, with the brand's registration form", async () => {
    const id = await addEvent(t, "CIO", "CIO roundtable: AI budgets", {
      startsAt: new Date("2030-03-05T15:00:00Z"),
      endsAt: new Date("2030-03-05T16:30:00Z"),
      timezone: "Europe/London",
      location: "The Shard, London",
      capacity: 40,
    });
    const res = await get(`/events/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(titleOf(html)).toBe("Sector Portal | CIO roundtable: AI budgets");
    expect(html).toContain('<div id="root" inert>');
    expect(html).toContain("CIO roundtable: AI budgets</h1>");
    // The event's own time, its zone named (the visitor's own is added in the browser).
    expect(html).toMatch(/Tue, Mar 5, 2030, 3:00\sPM GMT in Europe\/London/);
    expect(html).toContain("1 h 30 min");
    expect(html).toContain("The Shard, London");
    expect(html).toContain("40 seats left.");
    // The brand's header and its registration form: fields, consents, the event's submit.
    const cio = BRAND_SEEDS.find((b) => b.name === "CIO");
    if (!cio) throw new Error("no CIO seed");
    expect(html).toContain(cio.tagline);
    for (const field of ["firstname", "lastname", "email", "mobile_number", "newsletter_flag"]) {
      expect(html, field).toContain(`name="${field}"`);
    }
    expect(html).toContain(">Register for this event</button>");
    // Embedded for the browser's first render; the join URL is nowhere.
    expect(bootstrapOf(html).event).toMatchObject({
      id,
      title: "CIO roundtable: AI budgets",
      seats_left: 40,
      company: { name: "CIO" },
    });
    expect(html).not.toContain("meet.example.com");
  });

  it("says when the event is full, and shows its sponsor", async () => {
    const sponsor = await addSponsor(t, admin, "Acme Cloud");
    const id = await addEvent(t, "CMO", "CMO dinner", { capacity: 1 });
    await t.db.update(resources).set({ sponsorId: sponsor.id }).where(eq(resources.id, id));
    const reg = await t.app.inject({
      method: "POST",
      url: `/api/events/${id}/guest-registrations`,
      payload: await registrationFor(t, "CMO"),
    });
    expect(reg.statusCode).toBe(201);
    const html = (await get(`/events/${id}`)).body;
    expect(html).toContain("Fully booked: registering puts you on the waitlist.");
    expect(html).toContain("Join the waitlist</h2>");
    expect(html).toContain("Sponsored by");
    expect(html).toContain("Acme Cloud");
  });

  it("closes registration once the event has started", async () => {
    const id = await addEvent(t, "CIO", "CIO live now", {
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + hour),
    });
    const html = (await get(`/events/${id}`)).body;
    expect(html).toContain("Registration is closed: this event has started.");
    expect(html).not.toContain('name="firstname"');
  });

  it("answers an unknown id, or a resource that is not an event, with one Not found page", async () => {
    const plain = await addResource(t, "CIO", "A whitepaper", [], new Date());
    const first = await get(`/events/${plain}`);
    expect(first.statusCode).toBe(404);
    expect(titleOf(first.body)).toBe("Sector Portal | Page Not Found");
    expect(first.body).toContain("Page not found!");
    expect(first.body).not.toContain("A whitepaper");
    expect(bootstrapOf(first.body).event).toBeNull();
    const rendered = renders;
    for (const url of ["/events/999999", "/events/123456/", "/events/0"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(first.body);
    }
    expect(renders).toBe(rendered);
    // Not an event page's path: the app's index.html.
    for (const url of ["/events", "/events/abc", "/events/1/x"]) {
      expect((await get(url)).body, url).toBe(WEB_TEMPLATE);
    }
  });

  it("escapes stored values, sends gzip to browsers that take it, and answers HEAD", async () => {
    const hostile = '</script><script>window.pwned=1</script><img src=x onerror="alert(1)">';
    const id = await addEvent(t, "CHRO", hostile);
    const res = await get(`/events/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<script\b/g)).toHaveLength(2);
    expect(res.body).not.toContain("<img src=x");
    expect(bootstrapOf(res.body).event?.title).toBe(hostile);

    const gzip = await get(`/events/${id}`, { "accept-encoding": "gzip, deflate, br" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(res.body);

    const head = await t.app.inject({ method: "HEAD", url: `/events/${id}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const chro = await companyByCode(t, "CHRO");
    expect(bootstrapOf(res.body).event?.company.id).toBe(chro.id);
  });
});
