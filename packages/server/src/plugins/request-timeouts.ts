import type { ServerOptions } from "node:http";
import type { FastifyInstance } from "fastify";
import {
  type Config,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_IMPORT_UPLOAD_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from "../config";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * How long this route's request bodies may take to arrive once their headers have, instead
     * of REQUEST_TIMEOUT_MS (a member import's upload).
     */
    bodyTimeoutMs?: number;
  }
}

/** The timeouts of a config, with their defaults. */
export const requestTimeoutsOf = (config: Config) => ({
  headersMs: config.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS,
  bodyMs: config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  importUploadMs: config.importUploadTimeoutMs ?? DEFAULT_IMPORT_UPLOAD_TIMEOUT_MS,
  keepAliveMs: config.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
});

/**
 * The HTTP server's own timeouts (Fastify leaves Node's request timeout off, 0: a client that
 * sent a byte every few seconds held its connection for as long as it liked).
 * - Headers: Node's headersTimeout, which also closes a connection that sends nothing at all.
 *   Node checks its connections every connectionsCheckingInterval (30 s by default, which could
 *   double the bound): a tenth of the shortest bound here, within 50 ms and 5 s.
 * - Bodies: a route's own bound (registerRequestTimeouts below; Node's applies to every route
 *   alike, and a member import's upload needs longer than a form). Node's requestTimeout stays
 *   as a backstop at the longest a request may take: its headers and the longest body.
 * - Idle connections between two requests: keepAliveTimeout.
 */
export const httpServerOptions = (config: Config) => {
  const timeouts = requestTimeoutsOf(config);
  const requestTimeout =
    timeouts.headersMs + Math.max(timeouts.bodyMs, timeouts.importUploadMs) + 1000;
  const http: ServerOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout,
    connectionsCheckingInterval: Math.min(
      5000,
      Math.max(50, Math.floor(Math.min(timeouts.headersMs, timeouts.bodyMs) / 10)),
    ),
  };
  return { http, requestTimeout, keepAliveTimeout: timeouts.keepAliveMs };
};

/** What Node answers when its own request timeout fires (before it closes the connection). */
const TIMEOUT_RESPONSE =
  "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;

/**
 * A request's body must arrive within its route's bound (`bodyTimeoutMs`, else
 * REQUEST_TIMEOUT_MS) once its headers have; past it the client gets a 408, as from Node's own
 * timeout, and the connection is closed. Counted from the headers (onRequest), whether or not
 * the route reads the body.
 */
export const registerRequestTimeouts = (app: FastifyInstance, defaultBodyMs: number) => {
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(raw.headers)) return done();
    const ms = request.routeOptions.config.bodyTimeoutMs ?? defaultBodyMs;
    const timer = setTimeout(() => {
      // Arrived whole (`complete`), or read to its end (an injected request has no parser).
      if (raw.complete || raw.readableEnded) return;
      const socket = raw.socket;
      if (typeof socket?.destroy !== "function") return;
      if (!reply.raw.headersSent && socket.writable) socket.write(TIMEOUT_RESPONSE);
      socket.destroy();
    }, ms);
    timer.unref();
    raw.once("close", () => clearTimeout(timer));
    done();
  });
};
