import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { looksLikeRecoveryCode } from "../../auth/recovery-codes";
import type { App } from "../../lib/app-type";
import { deviceCookies } from "./device-cookie";
import { accountCeilingText } from "./messages";
import {
  type Counter,
  checkReserved,
  countedFailure,
  refusal,
  reserve,
  tooManyAttempts,
} from "./rate-limit-counters";
import { clientAddress } from "./rate-limits-address";

/** The email address of the body, or null when it has none. */
const emailOf = (request: FastifyRequest): string | null => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? body.email : null;
};

/** The key of an email address, normalised and hashed: the counters (in Redis, say) hold no address. */
const hashedEmail = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

/**
 * Register, forgot-password and sign-in links: every call counts, per client address (an event stand
 * registers hundreds of visitors from one address) and per email address (nobody gets
 * mail-bombed). Each route counts separately. The address is counted first: a client already
 * refused does not use up the attempts of the email address it names. The links to join
 * another brand (preview and confirm, bodies without an email), the check of a set-password
 * link, a sponsor's report (its page and its CSV) and a staff invitation's link (its page and its
 * acceptance) count per client address.
 */
export const signupRateLimits = (
  app: App,
  route:
    | "register"
    | "forgot-password"
    | "login-link"
    | "join"
    | "reset-check"
    | "sponsor-report"
    | "staff-invitation",
): preHandlerAsyncHookHandler => {
  const { signupsPerIp, signupsPerEmail } = app.credentialLimiters;
  return async (request, reply) => {
    const byIp = await refusal(signupsPerIp, `${route}:${clientAddress(request.ip)}`);
    if (byIp !== null) throw tooManyAttempts(reply, byIp);
    const email = emailOf(request);
    const byEmail =
      email === null ? null : await refusal(signupsPerEmail, `${route}:${hashedEmail(email)}`);
    if (byEmail !== null) throw tooManyAttempts(reply, byEmail);
  };
};

/**
 * Sign-in: only failures count (src/routes/accounts/rate-limit-counters.ts: reserved before
 * `check` runs, which a refused attempt never reaches).
 *
 * A browser carrying the account's device cookie (it completed a sign-in to this account
 * before: OWASP's "device cookies") counts on its own counter only, so no stranger's guesses
 * lock its owner out; past that counter the cookie is trusted no longer, and the attempt counts
 * as any other's. Any other attempt counts on three counters: per (account, client address),
 * so the address guessing an account is refused, even with the right password, while its owner
 * signing in from another address is not; per account from every address (a ceiling for a
 * guess spread over many addresses, whose 429 points to the emailed sign-in link, which it does
 * not hold back); and per client address (one client guessing across many accounts).
 *
 * `check` verifies the credentials and returns the member, or null when they are wrong. The
 * second step of a sign-in (a body without an email) counts per client address.
 */
export const loginRateLimits = (app: App) => {
  const limiters = app.credentialLimiters;
  const devices = deviceCookies(app);
  return async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    check: () => Promise<T | null>,
  ): Promise<T | null> => {
    const ip = clientAddress(request.ip);
    const email = emailOf(request);
    const device = email === null ? null : devices.deviceOf(request, email);
    if (device !== null) {
      const own: Counter[] = [
        { limiter: limiters.loginFailuresPerDevice, key: device, clearedBySuccess: true },
      ];
      if ((await reserve(request, own)) === null) return checkReserved(request, own, check);
    }
    const account = email === null ? `ip:${ip}` : hashedEmail(email);
    return countedFailure(
      request,
      reply,
      [
        { limiter: limiters.loginFailuresPerIp, key: ip },
        { limiter: limiters.loginFailuresPerPair, key: `${account}:${ip}`, clearedBySuccess: true },
        {
          limiter: limiters.loginFailuresPerAccount,
          key: account,
          refusalText: email === null ? undefined : accountCeilingText,
        },
      ],
      check,
    );
  };
};

/**
 * The current password asked again of a signed-in member (change password, delete account, turn
 * two-factor off): a wrong one counts as a failed sign-in of the account from this client
 * address, on the same pair and account counters as the sign-in page, so a stolen session
 * guesses no faster than a stranger. A right one gives its points back; a refused attempt
 * verifies nothing.
 */
export const reauthenticationLimits = (app: App) => {
  const limiters = app.credentialLimiters;
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> => {
    const account = hashedEmail(email);
    const pair = `${account}:${clientAddress(request.ip)}`;
    const counters: Counter[] = [
      { limiter: limiters.loginFailuresPerPair, key: pair, clearedBySuccess: true },
      { limiter: limiters.loginFailuresPerAccount, key: account },
    ];
    const valid = await countedFailure(request, reply, counters, async () =>
      (await check()) ? true : null,
    );
    return valid === true;
  };
};

/**
 * A second-factor code (the second step of a sign-in, turning two-factor off), once its account
 * is known. A wrong app code counts on the account's own counter, whatever the client address
 * or mfa_token it comes with: a guess of 6 digits spread over many addresses stops there. A code
 * shaped like a recovery code counts per (account, client address) instead: about 50 bits need
 * no account-wide ceiling, and so the owner still has a way in while strangers keep the app
 * codes' counter full.
 */
export const secondFactorLimits = (app: App) => {
  const limiters = app.credentialLimiters;
  return <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    code: string,
    check: () => Promise<T | null>,
  ): Promise<T | null> => {
    const counter: Counter = looksLikeRecoveryCode(code)
      ? {
          limiter: limiters.loginFailuresPerPair,
          key: `recovery:${userId}:${clientAddress(request.ip)}`,
          clearedBySuccess: true,
        }
      : { limiter: limiters.mfaFailuresPerAccount, key: `user:${userId}` };
    return countedFailure(request, reply, [counter], check);
  };
};
