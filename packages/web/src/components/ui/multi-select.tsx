import { Listbox } from "@headlessui/react";
import type { ReactNode, Ref } from "react";
import { CloseIcon } from "./icons";
import { ListboxControl, ListboxField, type SelectOption } from "./listbox-parts";

export interface MultiSelectProps<T extends string | number> {
  label: ReactNode;
  value: readonly T[];
  onChange: (value: T[]) => void;
  options: readonly SelectOption<T>[];
  placeholder?: string;
  /** Shown below the control, which is then marked invalid. */
  error?: string;
  disabled?: boolean;
  /** Shown in the open list when there are no options. */
  emptyText?: string;
  className?: string;
  /**
   * The control's button: pass react-hook-form's `field.ref`, so that an invalid submit
   * moves the focus here when this is the first field in error.
   */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Several choices from a list (Headless UI Listbox in multiple mode; the list stays open
 * while choosing). The choices show as chips below, each with its own remove button.
 */
export function MultiSelect<T extends string | number>({
  label,
  value,
  onChange,
  options,
  placeholder = "Select options",
  error,
  disabled,
  emptyText = "No options available",
  className,
  ref,
}: MultiSelectProps<T>) {
  const chosen = options.filter((option) => value.includes(option.value));
  const summary =
    chosen.length === 0
      ? placeholder
      : chosen.length === 1
        ? chosen[0]?.label
        : `${chosen.length} selected`;

  const chips = chosen.length > 0 && (
    <ul className="mt-3 flex flex-wrap gap-2">
      {chosen.map((option) => (
        <li
          key={String(option.value)}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
        >
          {option.label}
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(value.filter((item) => item !== option.value))}
            className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            <CloseIcon className="size-4" />
            <span className="sr-only">Remove {option.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <ListboxField
      label={label}
      error={error}
      disabled={disabled}
      className={className}
      after={chips}
    >
      <Listbox value={[...value]} onChange={(next: T[]) => onChange(next)} multiple>
        <ListboxControl
          summary={summary}
          empty={chosen.length === 0}
          invalid={Boolean(error)}
          options={options}
          emptyText={emptyText}
          buttonRef={ref}
        />
      </Listbox>
    </ListboxField>
  );
}
