import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { App } from "../../lib/app-type";
import { HttpError } from "../../lib/errors";

/** The email of a body, normalised, or null when the body has none. */
const emailOf = (request: FastifyRequest): string | null => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : null;
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "40 seconds", "15 minutes": how long a refused client has to wait. */
const waitText = (seconds: number) =>
  seconds < 60 ? plural(Math.max(1, seconds), "second") : plural(Math.ceil(seconds / 60), "minute");

/**
 * Two limits on a sensitive route: one per client address and one per email address, so a
 * single address can't be hammered from many clients nor many addresses from one client.
 * Keys name the route, so each route counts separately with any store (the shared Redis
 * store gives every `createRateLimit` the same key prefix).
 *
 * `createRateLimit` and not `rateLimit`: the hooks `rateLimit` returns mark the request as
 * checked, so a second one on the same route silently never counted (the per-email limit
 * did nothing). The address is checked first; a client already refused does not use up the
 * attempts of the email address it targets.
 */
export const credentialRateLimits = (app: App): preHandlerAsyncHookHandler => {
  const { perIp, perEmail, windowMs } = app.config.rateLimit;
  const route = (request: FastifyRequest) => `${request.method}${request.routeOptions.url}`;
  // Like the plugin's own key: an IPv6 client is counted by its /56 subnet.
  const client = (request: FastifyRequest) => normalizeIP(request.ip);
  const limits = [
    app.createRateLimit({
      max: perIp,
      timeWindow: windowMs,
      keyGenerator: (request) => `${route(request)}:ip:${client(request)}`,
    }),
    app.createRateLimit({
      max: perEmail,
      timeWindow: windowMs,
      keyGenerator: (request) =>
        `${route(request)}:email:${emailOf(request) ?? `ip:${client(request)}`}`,
    }),
  ];
  return async (request, reply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
        throw new HttpError(
          429,
          `Too many attempts. Please try again in ${waitText(result.ttlInSeconds)}.`,
        );
      }
    }
  };
};
