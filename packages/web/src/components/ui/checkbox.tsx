import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type"> {
  label: ReactNode;
  className?: string;
}

/** A native checkbox with its label; works with react-hook-form's `register()`. */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm/6 text-slate-700 select-none">
        {label}
      </label>
    </div>
  );
}
