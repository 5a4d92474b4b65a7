import type { App } from "../../lib/app-type";

/**
 * The onResponse hook of the public calls that take an address (login-link, forgot-password,
 * register): the job worker starts on what the request queued once the answer has left, and
 * once this turn of the event loop is over (an in-process caller has the answer by then too).
 * That work differs between a member and a stranger: it must not hold the answer up, nor share
 * the CPU and the database with the request's last steps.
 */
export const kickJobsAfterAnswer = (app: App) => async () => {
  setImmediate(() => app.jobs.kick());
};
