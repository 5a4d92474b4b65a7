import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { eventPageIdOf, registrationCodeOf, type WebRenderer } from "@sector/shared";
import type { FastifyInstance } from "fastify";
import { createBrandPages } from "./brand-pages";
import { createEventPages } from "./event-pages";

/** Folder of the built app holding the prerendered public pages, one `<path>.html` each. */
const PAGES_DIR = "pages";

/** Folders of the build whose images other origins may embed (see setHeaders below). */
const EMBEDDABLE = ["brands", "demo"];

/** Client routes match regardless of case and of a trailing slash; so does the page lookup. */
const normalizePath = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, "") || "/";

/**
 * The prerendered pages of the build (packages/web/build/prerender.ts) by the path they are
 * for: dist/pages/login.html is /login. Read once at start-up, like the static file routes.
 */
const readPrerenderedPages = (webDist: string): Map<string, string> => {
  const dir = path.join(webDist, PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith(".html"))
      .map((name) => [normalizePath(`/${name.slice(0, -".html".length)}`), `${PAGES_DIR}/${name}`]),
  );
};

/**
 * Serves the built single-page app: its files, the prerendered page of a public path, a
 * registration page (/{code}-register) rendered for its company with the build's server
 * renderer (`renderer`; brand-pages.ts), an event's page (/events/{id}; event-pages.ts), and
 * index.html for every other non-API GET so that client-side routes survive a reload. Unknown
 * API routes get a JSON 404.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string | null,
  renderer: WebRenderer | null = null,
) => {
  const hasWebApp = webDist !== null && existsSync(path.join(webDist, "index.html"));
  const pages = hasWebApp ? readPrerenderedPages(webDist) : new Map<string, string>();
  const template = hasWebApp ? readFileSync(path.join(webDist, "index.html"), "utf8") : "";
  const brandPage = hasWebApp && renderer ? createBrandPages(app, renderer, template) : null;
  const eventPage = hasWebApp && renderer ? createEventPages(app, renderer, template) : null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz siblings of its text files: sent to the browsers that
      // accept them, a third of the bytes or less, without compressing on every request.
      preCompressed: true,
      // Hashed asset names never change content; the pages must always be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
        // Brand logos and the demo's thumbnails are referenced by absolute PUBLIC_URL links
        // (companies.logo_url, resources.image_bg), which another origin of the same deployment,
        // the brands' own sites, mail clients and the newsletter preview's sandboxed frame (an
        // opaque origin, as is a test mail opened as a file) embed; a page that reads one with
        // fetch or a crossorigin <img> may too. Public images only: nothing else is served here.
        if (EMBEDDABLE.some((folder) => filePath.includes(`${path.sep}${folder}${path.sep}`))) {
          reply.header("cross-origin-resource-policy", "cross-origin");
          reply.header("access-control-allow-origin", "*");
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (hasWebApp && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      const code = brandPage ? registrationCodeOf(pathname) : null;
      if (brandPage && code !== null) return brandPage(request, reply, code);
      const eventId = eventPage ? eventPageIdOf(pathname) : null;
      if (eventPage && eventId !== null) return eventPage(request, reply, eventId);
      const page = pages.get(normalizePath(pathname)) ?? "index.html";
      return reply.header("cache-control", "no-cache").sendFile(page);
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found.` });
  });
};
