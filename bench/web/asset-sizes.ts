import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium, as the end-to-end tests start it. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });

export interface RouteAssets {
  route: string;
  /** Gzip-compressed bytes (zlib, default level) of every script / stylesheet the route loaded. */
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  cssRaw: number;
  files: { url: string; type: "script" | "stylesheet"; raw: number; gzip: number }[];
}

/**
 * Loads `route` in a fresh browser context (empty cache) and records each script and
 * stylesheet response, including the chunks loaded lazily while the page settles. What a
 * route costs is what it downloads, so this counts what the browser fetched, not what the
 * build wrote.
 */
export const measureRoute = async (
  browser: Browser,
  baseUrl: string,
  route: string,
): Promise<RouteAssets> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<RouteAssets["files"][number] | null>[] = [];
  page.on("response", (response) => {
    const resourceType = response.request().resourceType();
    if (resourceType !== "script" && resourceType !== "stylesheet") return;
    const type: "script" | "stylesheet" = resourceType;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          type,
          raw: body.length,
          gzip: gzipSync(body).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
  const files = (await Promise.all(pending)).filter((f) => f !== null);
  await context.close();
  const sum = (type: string, key: "raw" | "gzip") =>
    files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
  return {
    route,
    jsGzip: sum("script", "gzip"),
    cssGzip: sum("stylesheet", "gzip"),
    jsRaw: sum("script", "raw"),
    cssRaw: sum("stylesheet", "raw"),
    files,
  };
};
