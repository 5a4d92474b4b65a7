/**
 * Errors that mean "the database cannot be reached right now" (it is restarting, the network
 * dropped, the pool could not connect), as opposed to a fault of the request or of our code:
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash,
 * cannot connect now), Node's socket errors, and node-postgres's own connection messages.
 * Drizzle wraps the driver's error as `cause`.
 */
const SOCKET_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed/i;

export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === "string" &&
      (/^08/.test(code) || /^57P0[1-3]$/.test(code) || SOCKET_ERRORS.has(code))
    ) {
      return true;
    }
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
};
