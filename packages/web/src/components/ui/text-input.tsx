import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, Field, inputClassName } from "./field";

export interface TextInputProps extends ComponentProps<"input"> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the input, which is then marked invalid. */
  error?: string;
  /** Classes of the wrapper (label, input, messages). */
  className?: string;
  inputClassName?: string;
}

/** A labelled input; spread react-hook-form's `register()` onto it. */
export function TextInput({
  label,
  hint,
  error,
  id,
  className,
  inputClassName: extraInputClass,
  type = "text",
  ...props
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={inputClassName(Boolean(error), extraInputClass)}
        {...props}
      />
    </Field>
  );
}
