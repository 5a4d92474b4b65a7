import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { App } from "../../lib/app-type";

/** The email of a body, normalised, or null when the body has none. */
const emailOf = (request: FastifyRequest): string | null => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : null;
};

/**
 * Two limits on a sensitive route: one per client address and one per email address, so a
 * single address can't be hammered from many clients nor many addresses from one client.
 * Each call makes its own counters, so each route counts separately.
 */
export const credentialRateLimits = (app: App): preHandlerAsyncHookHandler[] => {
  const { perIp, perEmail, windowMs } = app.config.rateLimit;
  return [
    app.rateLimit({ max: perIp, timeWindow: windowMs }),
    app.rateLimit({
      max: perEmail,
      timeWindow: windowMs,
      keyGenerator: (request) => `email:${emailOf(request) ?? request.ip}`,
    }),
  ] as preHandlerAsyncHookHandler[];
};
