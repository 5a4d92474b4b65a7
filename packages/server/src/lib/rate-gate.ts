export interface RateGate {
  /** Resolves when the next mail may go: at most `perSecond` a second from this process. */
  take(): Promise<void>;
}

/**
 * NEWSLETTER_RATE_PER_SECOND and MAIL_RATE_PER_SECOND: mails leave this process evenly spaced,
 * for relays that cap the rate. Null: as fast as the relay takes them.
 */
export const createRateGate = (perSecond: number | null): RateGate => {
  if (perSecond === null) return { take: () => Promise.resolve() };
  const spacingMs = 1000 / perSecond;
  let nextAt = 0;
  return {
    take() {
      const now = performance.now();
      const at = Math.max(now, nextAt);
      nextAt = at + spacingMs;
      const wait = at - now;
      return wait < 1 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
};
