import type { BrandBootstrap } from "@sector/shared";
import { BRAND_BOOTSTRAP_ID } from "./lib/brand-bootstrap";

/** A page rendered to HTML (ssr.tsx): the document title and the markup inside #root. */
export interface PageMarkup {
  title: string;
  html: string;
  /** A registration page's company, embedded for the app's first render. */
  bootstrap?: BrandBootstrap;
  /** Another page's data for the app's first render, as JSON in the element of that id. */
  data?: { id: string; value: unknown };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The bootstrap as the text of a JSON script element. `<`, `>` and `&` are written as JSON
 * escapes (and the two line separators older parsers refused), so no value can end the element
 * early: a tagline reading `</script><script>…` stays text.
 */
export function serializeBrandBootstrap(bootstrap: BrandBootstrap): string {
  return serializeJson(bootstrap);
}

/** Any value as the text of a JSON script element, escaped as serializeBrandBootstrap says. */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function replaceOnce(html: string, search: string, replacement: string): string {
  const at = html.indexOf(search);
  if (at < 0) throw new Error(`prerender: ${search} is missing from index.html`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

/**
 * The built index.html with one page's markup in #root, its title, and a registration page's
 * company as JSON beside #root. #root stays inert until the app has taken the markup over
 * (src/main.tsx): a page seen before its script has run must not take input the app would then
 * lose, nor submit a form natively. The page paints without its scripts, so they are fetched at
 * low priority, after the stylesheet and the visible images.
 */
export function pageHtml(template: string, page: PageMarkup): string {
  const titled = replaceOnce(
    template,
    "<title>Sector Portal</title>",
    `<title>${escapeHtml(page.title)}</title>`,
  );
  const data =
    (page.bootstrap
      ? `<script type="application/json" id="${BRAND_BOOTSTRAP_ID}">${serializeBrandBootstrap(page.bootstrap)}</script>`
      : "") +
    (page.data
      ? `<script type="application/json" id="${page.data.id}">${serializeJson(page.data.value)}</script>`
      : "");
  const withPage = replaceOnce(
    titled,
    '<div id="root"></div>',
    `<div id="root" inert>${page.html}</div>${data}`,
  );
  return withPage
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
