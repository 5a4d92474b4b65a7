import type { FastifyInstance } from "fastify";
import { startDueWeeklyEditions } from "../newsletters/weekly-schedule";

declare module "fastify" {
  interface FastifyInstance {
    /** Starts the weekly editions whose time has come (src/newsletters/weekly-schedule.ts). */
    newsletterSchedule: { check(): Promise<void> };
  }
}

/** How often each process looks: the hour of a schedule begins within this of its start. */
const CHECK_EVERY_MS = 60_000;

/**
 * Looks for brands whose weekly edition is due, in every process, every minute (never more often
 * than the job queue polls: tests poll once an hour and call `check` themselves). Whichever
 * process looks first makes the edition; the week's key makes every other look add nothing.
 */
export const registerNewsletterSchedule = (app: FastifyInstance) => {
  const every = Math.max(CHECK_EVERY_MS, app.config.jobs.pollMs);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const check = () => {
    running ??= (async () => {
      try {
        const started = await startDueWeeklyEditions(app.db);
        if (started.length > 0) {
          app.log.info({ editions: started.map((e) => e.id) }, "weekly newsletters started");
          app.jobs.kick();
        }
      } catch (error) {
        app.log.warn({ error: String(error) }, "weekly newsletter check failed; will retry");
      } finally {
        running = null;
      }
    })();
    return running;
  };
  app.decorate("newsletterSchedule", { check });
  app.addHook("onReady", async () => {
    timer = setInterval(() => void check(), every).unref();
  });
  app.addHook("preClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};
