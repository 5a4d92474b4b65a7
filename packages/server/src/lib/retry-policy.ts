/** How the queue retries a job that failed: growing delays, then giving up (configuration). */
export interface RetryPolicy {
  /** Delay before the second attempt; each later one waits twice as long, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A job that fails this long after its retry window began is marked failed for good. */
  giveUpAfterMs: number;
}
