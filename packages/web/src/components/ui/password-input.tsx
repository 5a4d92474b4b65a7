import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { describedBy, Field, inputClassName } from "./field";
import { EyeIcon, EyeSlashIcon } from "./icons";

export interface PasswordInputProps extends Omit<ComponentProps<"input">, "type"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Controls visibility from outside (one toggle for several fields); hides the own toggle. */
  visible?: boolean;
}

/** A labelled password input with a show/hide toggle button inside it. */
export function PasswordInput({
  label,
  hint,
  error,
  id,
  className,
  visible,
  ...props
}: PasswordInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [shown, setShown] = useState(false);
  const controlled = visible !== undefined;
  const isVisible = controlled ? visible : shown;

  return (
    <Field inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={inputClassName(Boolean(error), controlled ? undefined : "pr-11")}
          {...props}
        />
        {!controlled && (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? "Hide password" : "Show password"}
            aria-controls={inputId}
            className="absolute inset-y-0 right-0 flex items-center rounded-r-md px-3 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          >
            {shown ? <EyeSlashIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        )}
      </div>
    </Field>
  );
}
