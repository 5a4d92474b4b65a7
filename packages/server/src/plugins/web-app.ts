import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built single-page app: its files, and index.html for every other non-API GET so
 * that client-side routes survive a reload. Unknown API routes get a JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string | null) => {
  const hasWebApp = webDist !== null && existsSync(path.join(webDist, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed asset names never change content; index.html must always be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
        // Brand logos are referenced by absolute PUBLIC_URL links (companies.logo_url), which
        // another origin of the same deployment, or the brands' own sites, may embed.
        if (filePath.includes(`${path.sep}brands${path.sep}`)) {
          reply.header("cross-origin-resource-policy", "cross-origin");
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (hasWebApp && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found.` });
  });
};
