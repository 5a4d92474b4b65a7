import { createHash, timingSafeEqual } from "node:crypto";
import { isIPv4 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Headers a reverse proxy adds: their presence means the request came from elsewhere. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x addresses. */
export const isLoopback = (address: string | undefined): boolean => {
  if (!address) return false;
  if (address === "::1") return true;
  const v4 = address.toLowerCase().startsWith("::ffff:")
    ? address.slice("::ffff:".length)
    : address;
  return isIPv4(v4) && v4.startsWith("127.");
};

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, so that neither the content nor the length of the token leaks by timing. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
};

/**
 * Who may read /metrics. With a token: whoever sends it, from anywhere. Without one: only this
 * machine, judged by the socket's peer (not request.ip, which X-Forwarded-For can set), and not
 * through a proxy on this machine, which would otherwise hand the metrics to the world.
 */
export const metricsAccess =
  (token: string | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (token) {
      const given = bearerToken(request);
      if (given !== null && sameToken(given, token)) return;
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "A valid metrics token is required." });
    }
    const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
    if (!proxied && isLoopback(request.socket.remoteAddress)) return;
    return reply.status(403).send({
      message:
        "Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere.",
    });
  };
