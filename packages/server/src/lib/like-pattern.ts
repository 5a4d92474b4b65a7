/**
 * `%term%` for LIKE / ILIKE with `%`, `_` and the escape character itself matched literally.
 * Backslash is PostgreSQL's default LIKE escape, so no ESCAPE clause is needed; the pattern is
 * always sent as a bound parameter, so quotes need no treatment at all.
 */
export const containsPattern = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
