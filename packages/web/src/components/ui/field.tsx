import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** Classes shared by every text-like input, with the invalid state in red. */
export function inputClassName(invalid: boolean, extra?: string): string {
  return cn(
    "block w-full rounded-md border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-inset sm:text-sm/6",
    "placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:outline-none",
    // Read-only: no raised box, no text cursor, a quieter frame: it reads as a value, not a field.
    "read-only:cursor-default read-only:bg-slate-100 read-only:text-slate-700 read-only:shadow-none read-only:ring-slate-200 read-only:focus:ring-slate-400",
    "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500",
    invalid ? "ring-red-400 focus:ring-red-600" : "ring-slate-300 focus:ring-brand-600",
    extra,
  );
}

/** Ids of the hint and error lines of a field, for aria-describedby. */
export function fieldIds(inputId: string) {
  return { hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The hint gives way to the error, so only one of them describes the input. */
export function describedBy(inputId: string, hint?: ReactNode, error?: string) {
  const { hintId, errorId } = fieldIds(inputId);
  if (error) return errorId;
  return hint ? hintId : undefined;
}

export interface FieldProps {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label above the control, then an optional hint and the error message. */
export function Field({ inputId, label, hint, error, className, children }: FieldProps) {
  const { hintId, errorId } = fieldIds(inputId);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm/6 font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
