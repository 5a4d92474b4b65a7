import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/** Pending opens one statement rolls up; a busy second's worth and more. */
const BATCH = 5_000;

/**
 * Rolls recorded opens up into the dashboard's rollups (roll_up_opens(), migration 0006) at the
 * job queue's poll interval, in every process: one at a time across processes (the function
 * returns at once when another is at it). Reads roll up what is left before they answer.
 */
export const registerOpenRollups = (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const rollUp = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const { rows } = (await app.db.execute(
          sql`select roll_up_opens(${BATCH}::int) as "taken"`,
        )) as unknown as { rows: { taken: number }[] };
        if ((rows[0]?.taken ?? 0) < BATCH) break;
      }
    } catch (error) {
      app.log.warn({ error: String(error) }, "rolling up opens failed; trying again later");
    } finally {
      running = false;
    }
  };
  app.addHook("onReady", async () => {
    timer = setInterval(() => void rollUp(), app.config.jobs.pollMs).unref();
  });
  app.addHook("preClose", async () => {
    if (timer) clearInterval(timer);
  });
};
