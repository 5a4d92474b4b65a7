import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the statements that may write, per request: the app runs each request in its own
 * scope (src/app.ts) and, when the request ran a statement that may have changed something a
 * read cache holds, waits for the change notifications before answering. Statements outside
 * any request (the job worker, start-up) and other requests' writes are not counted, so a read
 * never waits for a write it did not make. Erring towards "may write" only costs a round trip.
 */
export interface WriteScope {
  count: number;
}

const scopes = new AsyncLocalStorage<WriteScope>();

/** Runs `next` (and everything it awaits or starts) inside `scope`. */
export const runInWriteScope = (scope: WriteScope, next: () => void) => scopes.run(scope, next);

/** Statements that never change a table (a transaction's own statements included). */
const READING = /^\s*\(?\s*(select|begin|commit|rollback|savepoint|release|show|explain|set)\b/i;
/**
 * A statement starting otherwise may write, unless a WITH that holds no writing word (outside
 * quoted identifiers). (A SELECT that calls a function that writes would pass as reading: the
 * app has none.)
 */
const WRITING_WORD = /\b(insert|update|delete|truncate|merge)\b/i;
const WITH = /^\s*with\b/i;

/**
 * Tables no read cache reads (they have no change-notification trigger): a statement writing
 * one of them alone is no reason to wait for notifications. Opens arrive a thousand a second;
 * each would otherwise cost a round trip on the one listening connection.
 */
const UNCACHED_INSERT =
  /^\s*(with\s+"commit_mode"\s+as\s+\([^)]*\)\)\s*)?insert\s+into\s+"resource_opens_pending"\s/i;

export const mayWrite = (statement: string): boolean => {
  if (READING.test(statement)) return false;
  if (UNCACHED_INSERT.test(statement)) return false;
  if (WITH.test(statement)) return WRITING_WORD.test(statement.replace(/"[^"]*"/g, ""));
  return true;
};

/** Called with every statement's text before it runs, in the async context of its caller. */
export const observeStatement = (statement: string) => {
  const scope = scopes.getStore();
  if (scope !== undefined && mayWrite(statement)) scope.count += 1;
};
