import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { BrandBootstrap, WebRenderer } from "@sector/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BrandPage } from "../cache/read-caches";
import { findCompanyBrand, listCompanyCodes } from "../db/company-brand";
import { ownBytes } from "../lib/own-bytes";
import { presentCompanyBrand } from "../presenters/company";

/**
 * Where the web build writes its server renderer: beside the statically served dist/, never in
 * it (packages/web/build/prerender.ts).
 */
export const webRendererPath = (webDist: string) =>
  path.resolve(webDist, "..", "dist-ssr", "ssr.mjs");

/** The built server renderer of the web app, or null when the build has none. */
export const loadWebRenderer = async (webDist: string | null): Promise<WebRenderer | null> => {
  if (webDist === null) return null;
  const file = webRendererPath(webDist);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as WebRenderer;
};

// What the read cache keeps of a rendered page (declared with the caches, below plugins/).
export type { BrandPage };

const compressed = (status: 200 | 404, html: string): BrandPage => {
  // Kept by the read cache: bytes of their own, not slices of the shared pool.
  const identity = ownBytes(html);
  return {
    status,
    identity,
    // Once per brand and change, so the smallest output is worth its few milliseconds.
    gzip: ownBytes(gzipSync(identity, { level: 9 })),
    br: ownBytes(
      brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    ),
  };
};

/** The encoding to send: brotli, else gzip, else none (q=0 refuses one). */
const encodingFor = (accept: string | undefined): "br" | "gzip" | null => {
  const offered = new Map(
    (accept ?? "").split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const accepts = (name: string) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
};

/**
 * The code the Not found page is rendered with. Any code would do: the page shows no code, and
 * the browser seeds its absence under the code of its own address (web lib/brand-bootstrap.ts).
 */
const NO_BRAND_CODE = "unknown";

/**
 * Registration pages (/{code}-register) rendered at request time: a brand added at run time has
 * no page in the build. Rendering and brotli at quality 11 cost milliseconds of CPU, so nothing
 * a visitor asks for is rendered twice:
 * - a brand's page is kept per code in a read cache, which any change to companies clears
 *   (src/cache/read-caches.ts, on every process alike), so an admin's edit shows on the next
 *   request;
 * - a code no company has (read from the codes of every brand, kept the same way) gets the Not
 *   found page with a 404: one page for every such code, rendered and compressed once by this
 *   process, since it depends on neither the code nor the data.
 */
export const createBrandPages = (app: FastifyInstance, renderer: WebRenderer, template: string) => {
  const render = async (bootstrap: BrandBootstrap) => {
    const page = await renderer.renderRegistrationPage(template, bootstrap);
    return compressed(page.status, page.html);
  };

  let notFound: Promise<BrandPage> | null = null;
  const notFoundPage = (): Promise<BrandPage> => {
    notFound ??= render({ code: NO_BRAND_CODE, company: null }).catch((error: unknown) => {
      // A failed render is tried again by the next request, not kept.
      notFound = null;
      throw error;
    });
    return notFound;
  };

  const namesBrand = async (code: string): Promise<boolean> => {
    const codes = await app.caches.brandCodes.get("all", () => listCompanyCodes(app.db));
    return codes?.has(code) ?? false;
  };

  const pageOf = async (code: string): Promise<BrandPage> => {
    if (!(await namesBrand(code))) return notFoundPage();
    const cached = await app.caches.brandPages.get(code, async () => {
      const company = await findCompanyBrand(app.db, code);
      return company ? render({ code, company: presentCompanyBrand(company) }) : null;
    });
    // Gone since the codes were read.
    return cached ?? notFoundPage();
  };

  return async (request: FastifyRequest, reply: FastifyReply, code: string) => {
    const page = await pageOf(code);
    const encoding = encodingFor(request.headers["accept-encoding"]);
    reply
      .status(page.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(encoding ? page[encoding] : page.identity);
  };
};
