import {
  Description,
  Field as HeadlessField,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from "@headlessui/react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { CheckIcon, ChevronUpDownIcon, CloseIcon } from "./icons";
import { listboxButtonClass, optionClass, optionsPanelClass, type SelectOption } from "./select";

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
}: MultiSelectProps<T>) {
  const chosen = options.filter((option) => value.includes(option.value));
  const summary =
    chosen.length === 0
      ? placeholder
      : chosen.length === 1
        ? chosen[0]?.label
        : `${chosen.length} selected`;

  return (
    <HeadlessField className={className} disabled={disabled}>
      <Label className="block text-sm/6 font-medium text-slate-800">{label}</Label>
      <Listbox value={[...value]} onChange={(next: T[]) => onChange(next)} multiple>
        <ListboxButton
          aria-invalid={error ? true : undefined}
          className={listboxButtonClass(Boolean(error))}
        >
          <span className={cn("truncate", chosen.length === 0 && "text-slate-500")}>{summary}</span>
          <ChevronUpDownIcon className="size-5 shrink-0 text-slate-400" />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" transition className={optionsPanelClass}>
          {options.length === 0 ? (
            <div className="px-3 py-2 text-slate-500">{emptyText}</div>
          ) : (
            options.map((option) => (
              <ListboxOption
                key={String(option.value)}
                value={option.value}
                className={optionClass}
              >
                <CheckIcon className="invisible absolute left-3 size-4 group-data-selected:visible" />
                <span className="truncate group-data-selected:font-semibold">{option.label}</span>
              </ListboxOption>
            ))
          )}
        </ListboxOptions>
      </Listbox>
      {error && (
        <Description as="p" role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </Description>
      )}
      {chosen.length > 0 && (
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
      )}
    </HeadlessField>
  );
}
