import type { Redis } from "ioredis";
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
} from "rate-limiter-flexible";
import type { Limit, RateLimitConfig } from "../config";
import type { App } from "../lib/app-type";

/** What the account routes need of a counter; both the Redis and the in-process one offer it. */
export type Limiter = Pick<RateLimiterMemory, "consume" | "reward" | "delete">;

/** The counters of the credential routes (src/routes/accounts/rate-limits.ts uses them). */
export interface CredentialLimiters {
  loginFailuresPerPair: Limiter;
  loginFailuresPerAccount: Limiter;
  loginFailuresPerIp: Limiter;
  loginFailuresPerDevice: Limiter;
  mfaFailuresPerAccount: Limiter;
  signupsPerIp: Limiter;
  signupsPerEmail: Limiter;
}

declare module "fastify" {
  interface FastifyInstance {
    credentialLimiters: CredentialLimiters;
  }
}

/** The counters live whole seconds (Redis expiries are in seconds). */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * One counter. With Redis, every process shares it; when Redis does not answer (or is not
 * connected), the same limit is counted in this process instead (the insurance limiter), so
 * an outage loosens the limits to one count per process but never switches them off nor
 * turns a sign-in into a 500.
 */
const createLimiter = (
  name: keyof CredentialLimiters,
  limit: Limit,
  prefix: string,
  redis: Redis | null,
): Limiter => {
  const options: IRateLimiterOptions = {
    keyPrefix: `${prefix}:${name}`,
    points: limit.max,
    duration: seconds(limit.windowMs),
  };
  const local = new RateLimiterMemory(options);
  if (!redis) return local;
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: local,
    // Without it every command would first wait for ioredis to try to reconnect.
    rejectIfRedisNotReady: true,
  });
};

/**
 * Waits (at most about a second) for the first connection to Redis, so the first requests
 * already share their counters; starts anyway when Redis does not answer.
 */
const firstConnection = (redis: Redis) =>
  new Promise<void>((resolve) => {
    if (redis.status === "ready") return resolve();
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done).off("error", done).off("end", done);
      resolve();
    };
    const timer = setTimeout(done, 1500);
    redis.once("ready", done).once("error", done).once("end", done);
  });

/** Decorates the app with the credential counters, in `redis` when there is one. */
export const registerRateLimits = async (app: App, redis: Redis | null) => {
  const config: RateLimitConfig = app.config.rateLimit;
  if (redis) {
    // One line per outage and per recovery, not one per reconnection attempt.
    let down = false;
    redis.on("error", (err) => {
      if (!down)
        app.log.warn({ err }, "rate-limit counters: Redis unreachable, counting in process");
      down = true;
    });
    redis.on("ready", () => {
      if (down) app.log.info("rate-limit counters: Redis is back");
      down = false;
    });
    await firstConnection(redis);
  }
  const limiter = (name: keyof CredentialLimiters) =>
    createLimiter(name, config[name], config.redisPrefix, redis);
  app.decorate("credentialLimiters", {
    loginFailuresPerPair: limiter("loginFailuresPerPair"),
    loginFailuresPerAccount: limiter("loginFailuresPerAccount"),
    loginFailuresPerIp: limiter("loginFailuresPerIp"),
    loginFailuresPerDevice: limiter("loginFailuresPerDevice"),
    mfaFailuresPerAccount: limiter("mfaFailuresPerAccount"),
    signupsPerIp: limiter("signupsPerIp"),
    signupsPerEmail: limiter("signupsPerEmail"),
  } satisfies CredentialLimiters);
};
