/**
 * True when `error` is PostgreSQL's unique_violation (23505), optionally on one named index.
 * Drizzle wraps driver errors (pg and PGlite alike) and keeps the original as `cause`.
 */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const candidates = [error, error instanceof Error ? error.cause : undefined];
  return candidates.some((candidate) => {
    if (typeof candidate !== "object" || candidate === null) return false;
    const { code, constraint: name } = candidate as { code?: unknown; constraint?: unknown };
    return code === "23505" && (constraint === undefined || name === constraint);
  });
};
