const DAY_MS = 86_400_000;

/**
 * Times and choices of the demo set: a fixed-seed generator (mulberry32), so every fresh start
 * gets the same spread of opens and the tests see the same set; times count back from `now`.
 */
export const demoClock = (now: Date, seed = 20_261_126) => {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    now,
    random,
    /** A whole number from 0 to `n - 1`. */
    below: (n: number) => Math.floor(random() * n),
    /** `days` days before now, at a working hour of that day shifted by up to 8 hours. */
    daysAgo: (days: number) =>
      new Date(now.getTime() - days * DAY_MS - Math.floor(random() * 8 * 3_600_000)),
    /** A moment between `from` and now. */
    between: (from: Date) =>
      new Date(from.getTime() + Math.floor(random() * Math.max(0, now.getTime() - from.getTime()))),
  };
};
export type DemoClock = ReturnType<typeof demoClock>;
