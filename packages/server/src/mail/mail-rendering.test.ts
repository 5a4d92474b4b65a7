import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { events } from "../db/events-schema";
import { companies, resources } from "../db/schema";
import { loadDemoData } from "../demo-data/load-demo-data";
import { eventMail, eventReminderMail } from "../events/event-mail";
import { findEvent } from "../events/event-row";
import { guestAlreadyRegisteredMail, guestConfirmMail } from "../events/guest-mail";
import { renderMailingTemplate } from "../mailings/mailing-template";
import { renderMarkdownBody } from "../mailings/markdown-body";
import { mailBrand } from "../newsletters/edition-context";
import { type ItemResource, renderEditionTemplate } from "../newsletters/edition-template";
import { AA_CONTRAST, contrastRatio } from "./colour-contrast";
import { joinBrandMail } from "./join-brand-mail";
import { loginLinkMail } from "./login-link-mail";
import { passwordChangedMail } from "./password-changed-mail";
import { alreadyRegisteredMail, passwordResetMail, welcomeMail } from "./templates";
import { twoFactorMail } from "./two-factor-mail";

/**
 * Every mail the server writes, as a reader far from the portal sees it: saved to a file (no
 * origin of ours: a test mail opened from disk, a mail client) and opened in Chromium, its images
 * served by the real app over HTTP on PUBLIC_URL. Each image must load (an absolute address,
 * a Cross-Origin-Resource-Policy that lets other origins embed it) and the header's wordmark must
 * read on its band (WCAG AA).
 */

/** The web app's public folder: the brands' logos and the demo's thumbnails. */
const PUBLIC_DIR = fileURLToPath(new URL("../../../web/public", import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** "rgb(11, 61, 145)" as "#0b3d91". */
const hexOf = (css: string) => {
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
};

/** The colour a logo of ours draws its wordmark in: the fill of its first text. */
const wordmarkOfLogo = async (src: string) => {
  const svg = await readFile(path.join(PUBLIC_DIR, new URL(src).pathname), "utf8");
  const fill = /<text[^>]*\sfill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1];
  if (!fill) throw new Error(`no wordmark colour in ${src}`);
  return fill;
};

/** What the test reads of the page's DOM (the server's programs are typed without the DOM). */
interface PageElement {
  parentElement: PageElement | null;
  querySelector(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  classList: { contains(name: string): boolean };
}
interface PageImage extends PageElement {
  src: string;
  complete: boolean;
  naturalWidth: number;
}
interface PageGlobals {
  document: { querySelector(selector: string): PageElement | null; images: ArrayLike<PageImage> };
  getComputedStyle(element: PageElement): { backgroundColor: string; color: string };
}

interface RenderedMail {
  name: string;
  html: string;
  /** How many thumbnails it must show (editions): one missing is a broken mail. */
  thumbnails?: number;
}

let t: TestApp;
let publicUrl: string;
let browser: Browser;
let dir: string;
const mails: RenderedMail[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mail-rendering-"));
  const webDist = path.join(dir, "web-dist");
  await mkdir(webDist);
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Sector Portal</title>");
  for (const folder of ["brands", "demo"]) {
    await cp(path.join(PUBLIC_DIR, folder), path.join(webDist, folder), { recursive: true });
  }
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl, webDist });
  await t.app.listen({ host: "127.0.0.1", port });
  await loadDemoData(t.db, { publicUrl });

  const unsubscribeUrl = `${publicUrl}/u/token`;
  const brands = await t.db.select({ id: companies.id }).from(companies).orderBy(companies.id);
  for (const { id } of brands) {
    const { brand } = await mailBrand(t.db, id);
    const stored: ItemResource[] = await t.db
      .select({
        id: resources.id,
        title: resources.title,
        imageBg: resources.imageBg,
        resourceUrl: resources.resourceUrl,
      })
      .from(resources)
      .where(eq(resources.companyId, id))
      .orderBy(resources.id)
      .limit(3);
    // A thumbnail stored as a path, as older rows hold them.
    const slug = brand.name.toLowerCase();
    const items = [
      ...stored,
      {
        id: -1,
        title: "An older resource",
        imageBg: `/demo/${slug}-event.svg`,
        resourceUrl: brand.baseUrl,
      },
    ].map((resource) => ({ resource, url: resource.resourceUrl }));
    const edition = renderEditionTemplate(brand, {
      subject: `The ${brand.name} weekly`,
      intro: "What your peers read this week.",
      publicUrl,
    }).assemble({ firstname: "Ada", popular: false, items, unsubscribeUrl });
    mails.push({ name: `${brand.name} edition`, html: edition.html, thumbnails: items.length });
    const body = renderMarkdownBody("A **new** report: [read it](https://cio.example.com/report).");
    const mailing = renderMailingTemplate(brand, {
      subject: `From ${brand.name}`,
      preheader: "A new report",
      body,
      purpose: "partners",
      sponsorName: "Acme",
      publicUrl,
    }).assemble({
      firstname: "Ada",
      popular: false,
      items,
      unsubscribeUrl,
      links: body.links,
      consentLine: "You receive this because you agreed.",
    });
    mails.push({ name: `${brand.name} mailing`, html: mailing.html });
  }

  const [demoEvent] = await t.db.select({ id: events.resourceId }).from(events).limit(1);
  const event = demoEvent ? await findEvent(t.db, demoEvent.id) : null;
  if (!event) throw new Error("the demo data holds no event");
  const to = "ada@example.org";
  const link = `${publicUrl}/x/abc`;
  const at = new Date("2026-11-24T14:05:00Z");
  const recipient = { firstname: "Ada", lastname: "Lovelace", email: to };
  const context = { publicUrl, fromAddress: "no-reply@localhost" };
  const transactional: [string, { html: string }][] = [
    ["welcome", welcomeMail({ to, firstname: "Ada", brand: "CIO", link })],
    ["password reset", passwordResetMail({ to, firstname: "Ada", link })],
    [
      "already registered",
      alreadyRegisteredMail({ to, firstname: "Ada", brand: "CIO", forgotUrl: link }),
    ],
    [
      "join a brand",
      joinBrandMail({ to, firstname: "Ada", brand: "CMO", topics: [], consents: [], link }),
    ],
    ["sign-in link", loginLinkMail({ to, firstname: "Ada", brand: "CIO", link })],
    ["password changed", passwordChangedMail({ to, firstname: "Ada", at, forgotUrl: link })],
    ["two-factor", twoFactorMail({ to, firstname: "Ada", event: "enabled", at, forgotUrl: link })],
    ["event registered", eventMail("registered", event, recipient, context)],
    ["event cancelled", eventMail("cancelled", event, recipient, context)],
    ["event reminder", eventReminderMail("24h", event, recipient, context)],
    ["guest confirm", guestConfirmMail({ to, firstname: "Ada", event, joining: null, link })],
    [
      "guest already registered",
      guestAlreadyRegisteredMail({ to, firstname: "Ada", event, waitlisted: false, pageUrl: link }),
    ],
  ];
  for (const [name, mail] of transactional) mails.push({ name, html: mail.html });

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the public images mail shows", () => {
  it("may be embedded and read by any origin; every other answer keeps same-origin", async () => {
    for (const url of ["/demo/cio-report.svg", "/brands/cio.svg"]) {
      const res = await fetch(`${publicUrl}${url}`, { headers: { origin: "null" } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cross-origin-resource-policy"), url).toBe("cross-origin");
      expect(res.headers.get("access-control-allow-origin"), url).toBe("*");
    }
    for (const url of ["/login", "/api/companies", "/index.html"]) {
      const res = await fetch(`${publicUrl}${url}`);
      expect(res.headers.get("cross-origin-resource-policy"), url).toBe("same-origin");
      expect(res.headers.get("access-control-allow-origin"), url).toBeNull();
    }
  });
});

describe("every mail, opened as a file in Chromium", () => {
  it("loads each of its images and its wordmark reads on its header (AA)", async () => {
    expect(mails.length).toBeGreaterThanOrEqual(20);
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    try {
      for (const mail of mails) {
        const file = path.join(dir, `${mail.name.replace(/\W+/g, "-")}.html`);
        await writeFile(file, mail.html);
        await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
        const seen = await page.evaluate(() => {
          const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
          const header = document.querySelector(".mail-header");
          let band = header;
          let background = "rgba(0, 0, 0, 0)";
          while (band && /rgba\(.*,\s*0\)|transparent/.test(background)) {
            background = getComputedStyle(band).backgroundColor;
            band = band.parentElement;
          }
          const wordmark = header?.querySelector("span") ?? header;
          const logo = header?.querySelector("img") as PageImage | null | undefined;
          return {
            images: Array.from(document.images).map((img) => ({
              src: img.src,
              loaded: img.complete && img.naturalWidth > 0,
              width: img.getAttribute("width"),
              height: img.getAttribute("height"),
              alt: img.getAttribute("alt"),
              thumb: img.classList.contains("thumb"),
            })),
            header: header !== null,
            background,
            logo: logo?.src ?? null,
            text: wordmark ? getComputedStyle(wordmark).color : "",
          };
        });
        for (const image of seen.images) {
          expect
            .soft(image.src.startsWith(`${publicUrl}/`), `${mail.name}: ${image.src}`)
            .toBe(true);
          expect.soft(image.loaded, `${mail.name}: ${image.src} loaded`).toBe(true);
          expect.soft(Number(image.width), `${mail.name}: ${image.src} width`).toBeGreaterThan(0);
          expect.soft(Number(image.height), `${mail.name}: ${image.src} height`).toBeGreaterThan(0);
          expect.soft(image.alt, `${mail.name}: ${image.src} alt`).not.toBeNull();
        }
        if (mail.thumbnails !== undefined) {
          expect
            .soft(seen.images.filter((i) => i.thumb).length, `${mail.name} thumbnails`)
            .toBe(mail.thumbnails);
        }
        expect.soft(seen.header, `${mail.name} has a header`).toBe(true);
        const wordmark = seen.logo ? await wordmarkOfLogo(seen.logo) : hexOf(seen.text);
        const ratio = contrastRatio(wordmark, hexOf(seen.background)) ?? 0;
        expect
          .soft(ratio, `${mail.name}: ${wordmark} on ${seen.background}`)
          .toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    } finally {
      await page.close();
    }
  });
});
