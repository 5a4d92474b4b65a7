import type { Executor } from "./client";

/**
 * A statement built once per database handle (or transaction) and then only executed with new
 * values (`sql.placeholder`): drizzle renders its SQL the first time only. Give it a name in
 * `build` (`.prepare("name")`) and node-postgres also prepares it on each pool connection, so
 * PostgreSQL parses it once per connection and may reuse its plan; PGlite ignores the name.
 *
 * Name only statements whose best plan does not depend on the values: after five executions
 * PostgreSQL may switch a named statement to one generic plan. An unnamed one
 * (`.prepare(UNNAMED)`) is still rendered once but planned for its values on every execution.
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
 * Statements whose text varies with the request (which filters, which order): `build` makes
 * the statement of one variant, `keyOf` names the variant (equal keys, equal SQL text); each is
 * built once per handle, on first use.
 */
export const preparedPerVariant = <V, T>(
  keyOf: (variant: V) => string,
  build: (db: Executor, variant: V) => T,
): ((db: Executor, variant: V) => T) => {
  const built = new WeakMap<Executor, Map<string, T>>();
  return (db, variant) => {
    let variants = built.get(db);
    if (!variants) {
      variants = new Map();
      built.set(db, variants);
    }
    const key = keyOf(variant);
    let statement = variants.get(key);
    if (statement === undefined) {
      statement = build(db, variant);
      variants.set(key, statement);
    }
    return statement;
  };
};

/**
 * The name for `.prepare()` of a statement that must be planned for its values every time:
 * node-postgres sends an empty name as PostgreSQL's unnamed statement.
 */
export const UNNAMED = "";
