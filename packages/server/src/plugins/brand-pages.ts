import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { BrandBootstrap, WebRenderer } from "@sector/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BrandPage } from "../cache/read-caches";
import { findCompanyBrand } from "../db/company-brand";
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
 * Registration pages (/{code}-register) rendered at request time: a brand added at run time has
 * no page in the build. The page of an existing company is kept per code in a read cache, which
 * any change to companies clears (src/cache/read-caches.ts), so an admin's edit shows on the
 * next request; a code no company has gets the Not found page with a 404.
 */
export const createBrandPages = (app: FastifyInstance, renderer: WebRenderer, template: string) => {
  const render = async (bootstrap: BrandBootstrap) => {
    const page = await renderer.renderRegistrationPage(template, bootstrap);
    return compressed(page.status, page.html);
  };

  const pageOf = async (code: string): Promise<BrandPage> => {
    const cached = await app.caches.brandPages.get(code, async () => {
      const company = await findCompanyBrand(app.db, code);
      return company ? render({ code, company: presentCompanyBrand(company) }) : null;
    });
    return cached ?? render({ code, company: null });
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
