/** How the queue retries a job that failed: growing delays, then giving up. */
export interface RetryPolicy {
  /** Delay before the second attempt; each later one waits twice as long, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A job that fails this long after its retry window began is marked failed for good. */
  giveUpAfterMs: number;
}

/** The delay before the next attempt of a job that has failed `attempts` times (≥ 1). */
export const retryDelayMs = (policy: RetryPolicy, attempts: number): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
