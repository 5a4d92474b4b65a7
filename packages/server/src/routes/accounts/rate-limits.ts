import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { App } from "../../lib/app-type";
import { HttpError } from "../../lib/errors";
import type { Limiter } from "../../plugins/rate-limits";
import { tooManyAttemptsText } from "./messages";
import { clientAddress } from "./rate-limits-address";

/**
 * The key of an email address, normalised, or null when the body has none. Hashed: the
 * counters (in Redis, say) hold no address.
 */
const emailKey = (request: FastifyRequest): string | null => {
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email !== "string") return null;
  return hashedEmail(body.email);
};

const hashedEmail = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "40 seconds", "15 minutes": how long a refused client has to wait. */
const waitText = (seconds: number) =>
  seconds < 60 ? plural(Math.max(1, seconds), "second") : plural(Math.ceil(seconds / 60), "minute");

/** The 429 to throw, its `Retry-After` set on the reply. */
const tooManyAttempts = (reply: FastifyReply, msBeforeNext: number): HttpError => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header("retry-after", seconds);
  return new HttpError(429, tooManyAttemptsText(waitText(seconds)));
};

/** Counts one on `key`; the milliseconds to wait when that went past the limit, else null. */
const refusal = async (limiter: Limiter, key: string): Promise<number | null> => {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection;
  }
};

/**
 * Register and forgot-password: every call counts, per client address (an event stand
 * registers hundreds of visitors from one address) and per email address (nobody gets
 * mail-bombed). Each route counts separately. The address is counted first: a client already
 * refused does not use up the attempts of the email address it names. The links to join
 * another brand (preview and confirm, bodies without an email) and the check of a set-password
 * link count per client address.
 */
export const signupRateLimits = (
  app: App,
  route: "register" | "forgot-password" | "join" | "reset-check",
): preHandlerAsyncHookHandler => {
  const { signupsPerIp, signupsPerEmail } = app.credentialLimiters;
  return async (request, reply) => {
    const byIp = await refusal(signupsPerIp, `${route}:${clientAddress(request.ip)}`);
    if (byIp !== null) throw tooManyAttempts(reply, byIp);
    const email = emailKey(request);
    const byEmail = email === null ? null : await refusal(signupsPerEmail, `${route}:${email}`);
    if (byEmail !== null) throw tooManyAttempts(reply, byEmail);
  };
};

/**
 * Sign-in: only failures count, per email address (a short soft lock-out: ASVS 2.2.1) and
 * per client address (one client guessing across many accounts).
 *
 * `check` verifies the credentials and returns the member, or null when they are wrong.
 * Before it runs, one failure is reserved on both counters, atomically, so a burst of
 * parallel guesses cannot all slip past a "still under the limit?" read; a refused attempt
 * never reaches `check` (no database read, no password hash). A success gives the
 * reservation back: it clears the email address's failures but only its own on the client
 * address (one valid account must not wipe its address's failures). An error gives both
 * back: an outage is nobody's failure.
 */
export const loginRateLimits = (app: App) => {
  const { loginFailuresPerEmail: perEmail, loginFailuresPerIp: perIp } = app.credentialLimiters;
  return async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    check: () => Promise<T | null>,
  ): Promise<T | null> => {
    const ip = clientAddress(request.ip);
    const email = emailKey(request) ?? `ip:${ip}`;
    const giveBack = (work: Promise<unknown>) =>
      work.catch((err) => request.log.error({ err }, "rate-limit counter update failed"));

    // A refused attempt is no failure either: its point goes back at once. Otherwise every
    // refusal (a burst of parallel sign-ins, say) would push the counter further past the
    // limit and keep the address locked for the whole window.
    const byIp = await refusal(perIp, ip);
    if (byIp !== null) {
      await giveBack(perIp.reward(ip));
      throw tooManyAttempts(reply, byIp);
    }
    const byEmail = await refusal(perEmail, email);
    if (byEmail !== null) {
      await giveBack(Promise.all([perIp.reward(ip), perEmail.reward(email)]));
      throw tooManyAttempts(reply, byEmail);
    }

    let result: T | null;
    try {
      result = await check();
    } catch (err) {
      await giveBack(Promise.all([perIp.reward(ip), perEmail.reward(email)]));
      throw err;
    }
    if (result !== null) {
      await giveBack(Promise.all([perIp.reward(ip), perEmail.delete(email)]));
    }
    return result;
  };
};

/**
 * The current password asked again of a signed-in member (My Profile's password change): a
 * wrong one counts as a failed sign-in of the account's email address, on the same counter as
 * the sign-in page, so a stolen session guesses no faster than a stranger. A right one gives its
 * point back; a refused attempt verifies nothing.
 */
export const reauthenticationLimits = (app: App) => {
  const perEmail = app.credentialLimiters.loginFailuresPerEmail;
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> => {
    const key = hashedEmail(email);
    const giveBack = () =>
      perEmail
        .reward(key)
        .catch((err) => request.log.error({ err }, "rate-limit counter update failed"));
    const refused = await refusal(perEmail, key);
    if (refused !== null) {
      await giveBack();
      throw tooManyAttempts(reply, refused);
    }
    let valid: boolean;
    try {
      valid = await check();
    } catch (err) {
      await giveBack();
      throw err;
    }
    if (valid) await giveBack();
    return valid;
  };
};
