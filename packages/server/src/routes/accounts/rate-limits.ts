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
 * Register, forgot-password and sign-in links: every call counts, per client address (an event stand
 * registers hundreds of visitors from one address) and per email address (nobody gets
 * mail-bombed). Each route counts separately. The address is counted first: a client already
 * refused does not use up the attempts of the email address it names. The links to join
 * another brand (preview and confirm, bodies without an email) and the check of a set-password
 * link count per client address.
 */
export const signupRateLimits = (
  app: App,
  route: "register" | "forgot-password" | "login-link" | "join" | "reset-check",
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
 * Sign-in: only failures count, on three counters: per (account, client address), so the
 * address guessing an account is refused, even with the right password, while its owner signing
 * in from another address is not; per account from every address (a ceiling for a guess spread
 * over many addresses); and per client address (one client guessing across many accounts).
 *
 * `check` verifies the credentials and returns the member, or null when they are wrong.
 * Before it runs, one failure is reserved on every counter, atomically, so a burst of parallel
 * guesses cannot all slip past a "still under the limit?" read; a refused attempt never reaches
 * `check` (no database read, no password hash). A success clears its pair's failures and gives
 * back its own reservation on the others (one valid sign-in must not wipe the failures of its
 * address, nor the ceiling of its account). An error gives every reservation back: an outage
 * is nobody's failure.
 */
export const loginRateLimits = (app: App) => {
  const limiters = app.credentialLimiters;
  return async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    check: () => Promise<T | null>,
  ): Promise<T | null> => {
    const ip = clientAddress(request.ip);
    const account = emailKey(request) ?? `ip:${ip}`;
    return countedFailure(request, reply, { ip, account }, limiters, check);
  };
};

interface FailureKeys {
  /** The client address, as counted (IPv6: its /56). */
  ip: string;
  /** The account: its hashed email address. */
  account: string;
}

/**
 * Reserves a failure on the client address (when `ip` counters apply), the (account, address)
 * pair and the account; runs `check` unless one refuses; keeps the reservations of a failure.
 */
const countedFailure = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: FailureKeys & { countAddress?: boolean },
  limiters: App["credentialLimiters"],
  check: () => Promise<T | null>,
): Promise<T | null> => {
  const pair = `${keys.account}:${keys.ip}`;
  const counters: [Limiter, string][] = [
    ...(keys.countAddress === false
      ? []
      : ([[limiters.loginFailuresPerIp, keys.ip]] as [Limiter, string][])),
    [limiters.loginFailuresPerPair, pair],
    [limiters.loginFailuresPerAccount, keys.account],
  ];
  const giveBack = (taken: [Limiter, string][]) =>
    Promise.all(taken.map(([limiter, key]) => limiter.reward(key))).catch((err) =>
      request.log.error({ err }, "rate-limit counter update failed"),
    );

  // A refused attempt is no failure either: its points go back at once. Otherwise every
  // refusal (a burst of parallel sign-ins, say) would push the counters further past the
  // limit and keep the address locked for the whole window.
  for (const [index, [limiter, key]] of counters.entries()) {
    const refused = await refusal(limiter, key);
    if (refused !== null) {
      await giveBack(counters.slice(0, index + 1));
      throw tooManyAttempts(reply, refused);
    }
  }

  let result: T | null;
  try {
    result = await check();
  } catch (err) {
    await giveBack(counters);
    throw err;
  }
  if (result !== null) {
    await giveBack(counters.filter(([limiter]) => limiter !== limiters.loginFailuresPerPair));
    await limiters.loginFailuresPerPair
      .delete(pair)
      .catch((err) => request.log.error({ err }, "rate-limit counter update failed"));
  }
  return result;
};

/**
 * The current password asked again of a signed-in member (My Profile's password change): a
 * wrong one counts as a failed sign-in of the account from this client address, on the same
 * pair and account counters as the sign-in page, so a stolen session guesses no faster than a
 * stranger. A right one gives its points back; a refused attempt verifies nothing.
 */
export const reauthenticationLimits = (app: App) => {
  const limiters = app.credentialLimiters;
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> => {
    const keys = {
      ip: clientAddress(request.ip),
      account: hashedEmail(email),
      countAddress: false,
    };
    const valid = await countedFailure(request, reply, keys, limiters, async () =>
      (await check()) ? true : null,
    );
    return valid === true;
  };
};
