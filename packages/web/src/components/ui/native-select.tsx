import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { describedBy, Field, inputClassName } from "./field";

export interface NativeSelectProps extends Omit<ComponentProps<"select">, "children"> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the control, which is then marked invalid. */
  error?: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("" as its value): what the field holds while nothing is chosen. */
  placeholder: string;
  className?: string;
}

/**
 * A labelled browser <select>; spread react-hook-form's `register()` onto it. For long lists
 * (countries) and forms that work before the script has loaded (the server-rendered
 * registration page): phones show their own picker, and typing a name jumps to it. Select
 * (the Listbox) stays the choice for short lists inside the app.
 */
export function NativeSelect({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  className,
  ...props
}: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field inputId={selectId} label={label} hint={hint} error={error} className={className}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={cn(inputClassName(Boolean(error)), "pr-8")}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
