import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-client";
import { toast } from "./toast";

/**
 * Puts the messages of a refused save (a 400 or 409's `errors`) under the form's own fields,
 * those of `fields` the answer names; returns the fields that got one (none for any other
 * failure).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Path<T>[] {
  if (!isApiError(error)) return [];
  const shown = fields.filter((field) => error.fieldErrors?.[field]);
  for (const field of shown) setError(field, { message: error.fieldErrors?.[field] });
  return shown;
}

/** An invalid submit: the first field's message (in the form's order) as a toast, once. */
export function toastFirstInvalid<T extends FieldValues>(
  invalid: FieldErrors<T>,
  fields: readonly (keyof T & string)[],
): void {
  const first = fields
    .map((field) => invalid[field]?.message)
    .find((message): message is string => typeof message === "string" && message !== "");
  if (first) toast.error(first, { id: first });
}
