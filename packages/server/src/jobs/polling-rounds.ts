/**
 * The rhythm of a background worker (the job queue's, the webhooks'): rounds of work, one at a
 * time, started by a poll every `pollMs` or at once by a kick (a request just queued work). A
 * kick during a round makes it go round once more, so work queued before a kick is always taken
 * by a round that started after it. A round that fails (the database is restarting, say) is
 * reported to `onError`; the next poll tries again.
 */
export const createPollingRounds = ({
  pollMs,
  runRound,
  onError,
}: {
  pollMs: number;
  runRound: () => Promise<void>;
  onError: (err: unknown) => void;
}) => {
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let kicked = false;
  let stopped = false;

  const pump = (): Promise<void> => {
    kicked = true;
    round ??= (async () => {
      // Never synchronous: `round` is assigned before the body below can clear it.
      await null;
      while (kicked && !stopped) {
        kicked = false;
        await runRound().catch(onError);
      }
      // Cleared in the same step as the last check of `kicked`: no kick falls in between.
      round = null;
    })();
    return round;
  };

  return {
    start() {
      stopped = false;
      // The first round (work left by an earlier run) comes with the first poll.
      timer ??= setInterval(() => void pump(), pollMs);
      timer.unref();
    },
    kick: () => void pump(),
    /** Runs rounds until one finds nothing more to do. */
    drain: () => pump(),
    /** Stops polling and waits for the round under way. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await round;
    },
    /** Work became due during this round: go round once more after it. */
    again: () => {
      kicked = true;
    },
    isStopped: () => stopped,
  };
};
