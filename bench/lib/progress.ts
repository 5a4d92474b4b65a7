/** Progress lines with the time since start, so a slow step stands out in the log. */
const startedAt = performance.now();

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

export const sinceStart = () => seconds(performance.now() - startedAt);

export const log = (message: string) => console.log(`[${sinceStart().padStart(7)}] ${message}`);

/** Runs one step, printing when it starts and how long it took (plus what `describe` says). */
export const step = async <T>(
  label: string,
  work: () => Promise<T>,
  describe?: (result: T) => string,
): Promise<T> => {
  const begin = performance.now();
  log(`${label}...`);
  const result = await work();
  const detail = describe ? `, ${describe(result)}` : "";
  log(`${label}: done in ${seconds(performance.now() - begin)}${detail}`);
  return result;
};
