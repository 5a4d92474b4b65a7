import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { openSignedIn } from "../../e2e/support/members";
import { allToasts, finishedAnimations } from "../../e2e/support/page-helpers";
import type { RunningServer } from "../../e2e/support/server";
import { samePicture } from "./same-picture";

/** How the screenshots are framed, cleaned up and written (the screens are in screens.ts). */

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

export interface Written {
  file: string;
  bytes: number;
  /** False when the file already showed the same picture and was left as it was. */
  changed: boolean;
}

/**
 * A page in a context of its own at `viewport`, signed in with `token` (a guest without one),
 * opened at `pathname`. Reduced motion makes Recharts draw its charts at once instead of
 * growing them in, and fixes the time zone and locale so dates read the same on any machine.
 */
export const openPage = async (
  browser: Browser,
  server: RunningServer,
  token: string | null,
  pathname: string,
  viewport = DESKTOP,
): Promise<Page> => {
  const context = await browser.newContext({
    viewport,
    reducedMotion: "reduce",
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  const page = await context.newPage();
  if (token) await openSignedIn(page, server, token, pathname);
  else await page.goto(`${server.baseUrl}${pathname}`);
  return page;
};

/**
 * True once nothing on the page is loading: no spinner or 'Loading...' text shown (the
 * screen-reader-only ones aside), no transition under way, every image in view loaded. A string,
 * as tsx would wrap named functions inside a function body in a helper the page does not have.
 */
const SHOWS_CONTENT = `(() => {
  const shown = (element) => {
    if (element.closest(".sr-only")) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  };
  if (Array.from(document.querySelectorAll(".animate-spin")).some(shown)) return false;
  if (document.querySelector("[data-transition]")) return false;
  if (Array.from(document.images).some((image) => inView(image) && !image.complete)) return false;
  return !Array.from(document.querySelectorAll("body *")).some(
    (element) =>
      element.childElementCount === 0 && element.textContent.trim() === "Loading..." && shown(element),
  );
})()`;

/**
 * Waits until the page shows what a person came for: no request in flight, fonts loaded,
 * images in view decoded, no spinner or 'Loading...' text, no transition running and no toast.
 */
export const settle = async (page: Page) => {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(SHOWS_CONTENT, undefined, { timeout: 30_000, polling: 100 });
  // A frame (the newsletter preview) loads its images on its own.
  for (const frame of page.frames().slice(1)) {
    await frame.waitForFunction(
      "Array.from(document.images).every((image) => image.complete)",
      undefined,
      { timeout: 30_000, polling: 100 },
    );
  }
  // Toasts fade on their own after a few seconds: a screenshot shows the screen, not the news.
  const toasts = await allToasts(page).allTextContents();
  if (toasts.length > 0) console.warn(`  (waiting for toasts to go: ${toasts.join("; ")})`);
  await page.waitForFunction(
    () => document.querySelectorAll("[data-rht-toaster] [role='status']").length === 0,
    undefined,
    { timeout: 15_000 },
  );
  await finishedAnimations(page);
};

/** Room left by default around a cropped part, so its shadow and rounded corners show whole. */
const MARGIN = 16;

/**
 * Writes docs/images/`name`.png: the viewport, or `part` of the page with a margin around it
 * when the screen's point is one section of a long page. For a part the window is made as tall
 * as the page first, so the sticky top bar stays at the top instead of covering what would
 * scroll under it (Playwright's fullPage does the same, but captures a frame's content before
 * it has painted again at the new size). A file that already shows the same picture is kept.
 */
export const shoot = async (
  page: Page,
  outDir: string,
  name: string,
  part?: Locator,
  margin = MARGIN,
): Promise<Written> => {
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `${name}.png`);
  const options = { animations: "disabled", caret: "hide" } as const;
  let png: Buffer;
  if (part) {
    await part.scrollIntoViewIfNeeded();
    await settle(page);
    const size = page.viewportSize() ?? DESKTOP;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const box = await part.boundingBox();
    if (!box) throw new Error(`${name}: the part to capture is not shown`);
    const x = Math.max(0, box.x - margin);
    const y = Math.max(0, box.y - margin);
    const clip = {
      x,
      y,
      width: Math.min(size.width, box.x + box.width + margin) - x,
      height: box.y + box.height + margin - y,
    };
    png = await page.screenshot({ ...options, clip });
  } else {
    await settle(page);
    png = await page.screenshot({ ...options, fullPage: false });
  }
  const before = await readFile(file).catch(() => null);
  if (before && (await samePicture(page, before, png))) {
    return { file, bytes: before.length, changed: false };
  }
  await writeFile(file, png);
  return { file, bytes: png.length, changed: true };
};
