import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { describedBy, Field, inputClassName } from "./field";

export interface TextAreaProps extends ComponentProps<"textarea"> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the text area, which is then marked invalid. */
  error?: string;
  /** Classes of the wrapper (label, text area, messages). */
  className?: string;
}

/** A labelled multi-line input; spread react-hook-form's `register()` onto it. */
export function TextArea({ label, hint, error, id, className, rows = 3, ...props }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(inputClassName(Boolean(error)), "resize-y")}
        {...props}
      />
    </Field>
  );
}
