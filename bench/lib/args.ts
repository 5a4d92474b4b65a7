/** "1000000", "1e6", "100k", "1m", "1_000_000": a whole count. */
export const parseCount = (value: string, name: string): number => {
  const text = value.trim().toLowerCase().replaceAll("_", "");
  const suffix = text.at(-1);
  const multiplier = suffix === "k" ? 1_000 : suffix === "m" ? 1_000_000 : 1;
  const n = Number(multiplier === 1 ? text : text.slice(0, -1)) * multiplier;
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number, not "${value}"`);
  return n;
};

/** Stops with a one-line message rather than a stack trace: these are command-line tools. */
export const fail = (message: string): never => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

/** The URL of another database on the same server as `url`. */
export const databaseUrlFor = (url: string, database: string): string => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

/** The database name of a postgres:// URL (for messages). */
export const databaseNameOf = (url: string): string =>
  decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "(default)";
