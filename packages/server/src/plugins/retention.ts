import type { FastifyInstance } from "fastify";
import { eraseStaleUnconfirmed } from "../privacy/retention";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run waits this long after start: a start-up is busy enough. */
const FIRST_RUN_AFTER_MS = 5 * 60 * 1000;

/**
 * Runs the retention of unconfirmed members once a day in each process (erasing is
 * idempotent, so several processes may); nothing when UNCONFIRMED_RETENTION_DAYS=off.
 */
export const registerRetention = (app: FastifyInstance) => {
  const days = app.config.unconfirmedRetentionDays;
  if (days === null) return;
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const erased = await eraseStaleUnconfirmed(app.db, days);
      if (erased > 0) app.log.info({ erased, days }, "unconfirmed members erased");
    } catch (error) {
      app.log.warn({ error: String(error) }, "retention run failed; next run tomorrow");
    }
    timer = setTimeout(run, DAY_MS).unref();
  };
  app.addHook("onReady", async () => {
    timer = setTimeout(run, FIRST_RUN_AFTER_MS).unref();
  });
  app.addHook("preClose", async () => {
    if (timer) clearTimeout(timer);
  });
};
