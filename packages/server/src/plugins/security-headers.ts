import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * helmet's security headers on every answer. helmet parses its options when it is made, so it
 * is made once here; @fastify/helmet (13) made it anew for every request, which was 9% of the
 * server's CPU under the benchmark's traffic row.
 */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        // Resource thumbnails and brand logos live on other hosts.
        "img-src": ["'self'", "data:", "https:", "http:"],
        // Served over plain HTTP in development and behind TLS-terminating proxies: an upgrade
        // directive would break http:// thumbnails and local use.
        "upgrade-insecure-requests": null,
      },
    },
  });
  app.addHook("onRequest", (request, reply, done) => {
    secure(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
};
