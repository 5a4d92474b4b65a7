import type { FastifyReply, FastifyRequest } from "fastify";
import { deviceCookieKey, deviceOf, newDeviceCookie } from "../../auth/device-cookies";
import type { App } from "../../lib/app-type";

/** The cookie that marks a browser as a device of an account (src/auth/device-cookies.ts). */
export const DEVICE_COOKIE = "sp_device";

/**
 * Sent back only to the sign-in calls: POST /api/user/public/login and its second step
 * (/login/mfa, under it), not to /login-link nor to any other call.
 */
export const DEVICE_COOKIE_PATH = "/api/user/public/login";

const DAY_SECONDS = 24 * 60 * 60;

export interface DeviceCookies {
  /** The device id of the request's cookie when it was made for the account of `email`. */
  deviceOf(request: FastifyRequest, email: string): string | null;
  /** Marks the browser a device of the account of `email`: a new cookie, for its full life. */
  trust(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

export const deviceCookies = (app: App): DeviceCookies => {
  const key = deviceCookieKey(app.config.jwtSecret);
  const maxAge = app.config.rateLimit.deviceCookieDays * DAY_SECONDS;
  return {
    deviceOf: (request, email) => deviceOf(key, email, request.cookies[DEVICE_COOKIE]),
    trust: (request, reply, email) => {
      reply.setCookie(DEVICE_COOKIE, newDeviceCookie(key, email), {
        path: DEVICE_COOKIE_PATH,
        // Never readable by a script, never sent along by another site's page or form.
        httpOnly: true,
        sameSite: "strict",
        // Plain http only in development (a proxy terminating TLS may not say it did).
        secure: app.config.production || request.protocol === "https",
        maxAge,
      });
    },
  };
};
