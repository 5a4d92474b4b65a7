import type { Executor } from "./client";

/**
 * A statement built once per database handle (or transaction) and then only executed with new
 * values (`sql.placeholder`): drizzle renders its SQL the first time only. Give it a name in
 * `build` (`.prepare("name")`) and node-postgres also prepares it on each pool connection, so
 * PostgreSQL parses it once per connection and may reuse its plan; PGlite ignores the name.
 *
 * Name only statements whose best plan does not depend on the values: after five executions
 * PostgreSQL may switch a named statement to one generic plan. An unnamed one
 * (`.prepare()`) is still rendered once but planned for its values on every execution.
 */
export const preparedPer = <T>(build: (db: Executor) => T): ((db: Executor) => T) => {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
};

/**
 * Statements whose shape varies with the request (which filters, which order): one prepared
 * statement per shape key and handle, built on first use.
 */
export const preparedPerShape = <K extends string | number, T>(
  build: (db: Executor, key: K) => T,
): ((db: Executor, key: K) => T) => {
  const built = new WeakMap<Executor, Map<K, T>>();
  return (db, key) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let statement = shapes.get(key);
    if (statement === undefined) {
      statement = build(db, key);
      shapes.set(key, statement);
    }
    return statement;
  };
};

/**
 * The name for `.prepare()` of a statement that must be planned for its values every time:
 * node-postgres sends an empty name as PostgreSQL's unnamed statement.
 */
export const UNNAMED = "";
