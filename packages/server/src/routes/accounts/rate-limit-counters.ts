import type { FastifyReply, FastifyRequest } from "fastify";
import { RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "../../lib/errors";
import type { Limiter } from "../../plugins/rate-limits";
import { tooManyAttemptsText } from "./messages";

/*
 * How the credential routes count (src/routes/accounts/rate-limits.ts says what each counts):
 * one point per attempt or per failure on a key of a counter, a 429 with `Retry-After` past it.
 */

/** One key of one counter, and what a refusal of it tells the client. */
export interface Counter {
  limiter: Limiter;
  key: string;
  /** A success clears the key (its failures are forgiven) instead of giving back its point. */
  clearedBySuccess?: boolean;
  /** The 429's text for this counter; `wait` reads "40 seconds" or "15 minutes". */
  refusalText?: (wait: string) => string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "40 seconds", "15 minutes": how long a refused client has to wait. */
const waitText = (seconds: number) =>
  seconds < 60 ? plural(Math.max(1, seconds), "second") : plural(Math.ceil(seconds / 60), "minute");

/** The 429 to throw, its `Retry-After` set on the reply. */
export const tooManyAttempts = (
  reply: FastifyReply,
  msBeforeNext: number,
  text: (wait: string) => string = tooManyAttemptsText,
): HttpError => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header("retry-after", seconds);
  return new HttpError(429, text(waitText(seconds)));
};

/** Counts one on `key`; the milliseconds to wait when that went past the limit, else null. */
export const refusal = async (limiter: Limiter, key: string): Promise<number | null> => {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection;
  }
};

const giveBack = (request: FastifyRequest, taken: Counter[]) =>
  Promise.all(taken.map(({ limiter, key }) => limiter.reward(key))).catch((err) =>
    request.log.error({ err }, "rate-limit counter update failed"),
  );

/**
 * Reserves one failure on every counter, in order, atomically each, so a burst of parallel
 * guesses cannot all slip past a "still under the limit?" read. The first counter that refuses
 * ends it: what was taken goes back (a refused attempt is no failure; otherwise every refusal
 * would push the counters further past the limit and keep the client locked for the whole
 * window), and the refusal is returned.
 */
export const reserve = async (
  request: FastifyRequest,
  counters: Counter[],
): Promise<{ counter: Counter; msBeforeNext: number } | null> => {
  for (const [index, counter] of counters.entries()) {
    const refused = await refusal(counter.limiter, counter.key);
    if (refused !== null) {
      await giveBack(request, counters.slice(0, index + 1));
      return { counter, msBeforeNext: refused };
    }
  }
  return null;
};

/**
 * Runs `check` on failures reserved on `counters` (see `reserve`), keeping them when it answers
 * null (a failure). A success clears the keys marked so and gives back its own reservation on
 * the others (one valid attempt must not wipe failures counted from elsewhere). An error gives
 * every reservation back: an outage is nobody's failure.
 */
export const checkReserved = async <T>(
  request: FastifyRequest,
  counters: Counter[],
  check: () => Promise<T | null>,
): Promise<T | null> => {
  let result: T | null;
  try {
    result = await check();
  } catch (err) {
    await giveBack(request, counters);
    throw err;
  }
  if (result !== null) {
    await giveBack(
      request,
      counters.filter((counter) => !counter.clearedBySuccess),
    );
    await Promise.all(
      counters
        .filter((counter) => counter.clearedBySuccess)
        .map(({ limiter, key }) => limiter.delete(key)),
    ).catch((err) => request.log.error({ err }, "rate-limit counter update failed"));
  }
  return result;
};

/**
 * `reserve` then `checkReserved`: a refused attempt never reaches `check` (no database read, no
 * password hash) and answers 429 with the refusing counter's text.
 */
export const countedFailure = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  counters: Counter[],
  check: () => Promise<T | null>,
): Promise<T | null> => {
  const refused = await reserve(request, counters);
  if (refused) {
    throw tooManyAttempts(reply, refused.msBeforeNext, refused.counter.refusalText);
  }
  return checkReserved(request, counters, check);
};
