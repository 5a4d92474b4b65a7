import type { RetryPolicy } from "../lib/retry-policy";

/** How the queue retries a job that failed (declared in lib/: the configuration holds one). */
export type { RetryPolicy };

/** The delay before the next attempt of a job that has failed `attempts` times (≥ 1). */
export const retryDelayMs = (policy: RetryPolicy, attempts: number): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
