import { type ComponentProps, useId } from "react";
import { cn } from "../../lib/cn";
import { inputClassName } from "./field";
import { SearchIcon } from "./icons";

export interface SearchInputProps extends Omit<ComponentProps<"input">, "type"> {
  /** The accessible name; shown only to screen readers unless `showLabel`. */
  label: string;
  showLabel?: boolean;
  className?: string;
}

/** A search box with a magnifier icon. Debounce the value where it is used. */
export function SearchInput({
  label,
  showLabel = false,
  id,
  className,
  ...props
}: SearchInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={cn("block text-sm/6 font-medium text-slate-800", !showLabel && "sr-only")}
      >
        {label}
      </label>
      <div className={cn("relative", showLabel && "mt-1.5")}>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          className={inputClassName(false, "pl-9")}
          {...props}
        />
      </div>
    </div>
  );
}
