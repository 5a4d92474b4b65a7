/**
 * Counts the statements that may write, through each database handle: the app compares the
 * count before and after a request to know whether the request may have changed something a
 * read cache holds (src/app.ts). Erring towards "may write" only costs a round trip.
 */
export interface WriteCounter {
  readonly count: number;
  /** Called with every statement's text before it runs. */
  observe(statement: string): void;
}

/** Statements that never change a table (a transaction's own statements included). */
const READING = /^\s*\(?\s*(select|begin|commit|rollback|savepoint|release|show|explain|set)\b/i;
/**
 * A statement starting otherwise may write, unless a WITH that holds no writing word (outside
 * quoted identifiers). (A SELECT that calls a function that writes would pass as reading: the
 * app has none.)
 */
const WRITING_WORD = /\b(insert|update|delete|truncate|merge)\b/i;
const WITH = /^\s*with\b/i;

export const mayWrite = (statement: string): boolean => {
  if (READING.test(statement)) return false;
  if (WITH.test(statement)) return WRITING_WORD.test(statement.replace(/"[^"]*"/g, ""));
  return true;
};

export const createWriteCounter = (): WriteCounter => {
  let count = 0;
  return {
    get count() {
      return count;
    },
    observe(statement) {
      if (mayWrite(statement)) count += 1;
    },
  };
};
