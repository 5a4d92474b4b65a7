/** The part of a zod issue a form needs. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message for each of `fields`, in the order the schema reported them: one
 * error line (and, where a form toasts them, one toast) per field. Issues about other
 * paths are left out.
 */
export function firstIssuePerField<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
): Array<[field: F, message: string]> {
  const found = new Map<F, string>();
  for (const { path, message } of issues) {
    const field = fields.find((name) => name === path[0]);
    if (field !== undefined && !found.has(field)) found.set(field, message);
  }
  return [...found];
}
