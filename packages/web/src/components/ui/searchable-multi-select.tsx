import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field as HeadlessField,
  Label,
} from "@headlessui/react";
import { type ReactNode, type Ref, useState } from "react";
import { cn } from "../../lib/cn";
import { CheckIcon, ChevronUpDownIcon, CloseIcon } from "./icons";
import type { SelectOption } from "./listbox-parts";

export interface SearchableMultiSelectProps<T extends string | number> {
  label: ReactNode;
  value: readonly T[];
  onChange: (value: T[]) => void;
  options: readonly SelectOption<T>[];
  /** What the empty search box reads. */
  placeholder?: string;
  /** Shown below the control, which is then marked invalid. */
  error?: string;
  disabled?: boolean;
  className?: string;
  /** The search box: pass react-hook-form's `field.ref`, so an invalid submit focuses it. */
  ref?: Ref<HTMLInputElement>;
}

/** Case and accents aside: "cote" finds "Côte d'Ivoire". */
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Several choices from a long list (countries): type to narrow the list, arrows and Enter to
 * choose (Headless UI Combobox in multiple mode; the list stays open while choosing). The
 * choices show as chips below, each with its own remove button, as MultiSelect's do.
 */
export function SearchableMultiSelect<T extends string | number>({
  label,
  value,
  onChange,
  options,
  placeholder = "Type to search",
  error,
  disabled,
  className,
  ref,
}: SearchableMultiSelectProps<T>) {
  const [query, setQuery] = useState("");
  const wanted = fold(query.trim());
  const shown = wanted ? options.filter((o) => fold(o.label).includes(wanted)) : options;
  const chosen = options.filter((option) => value.includes(option.value));

  return (
    <HeadlessField className={className} disabled={disabled}>
      <Label className="block text-sm/6 font-medium text-slate-800">{label}</Label>
      <Combobox
        multiple
        value={[...value]}
        onChange={(next: T[]) => onChange(next)}
        onClose={() => setQuery("")}
      >
        <div className="relative mt-1.5">
          <ComboboxInput
            ref={ref}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            placeholder={
              chosen.length > 0 ? `${chosen.length} selected · type to add` : placeholder
            }
            onChange={(event) => setQuery(event.target.value)}
            className={cn(
              "block w-full rounded-md border-0 bg-white py-2 pr-10 pl-3 text-base text-slate-900 shadow-sm ring-1 ring-inset sm:text-sm/6",
              "placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:outline-none",
              "data-disabled:cursor-not-allowed data-disabled:bg-slate-50",
              error ? "ring-red-400 focus:ring-red-600" : "ring-slate-300 focus:ring-brand-600",
            )}
          />
          <ComboboxButton
            aria-label="Show the list"
            className="absolute inset-y-0 right-0 flex items-center rounded-r-md px-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronUpDownIcon className="size-5 text-slate-400" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          transition
          className={cn(
            "z-50 max-h-40 [--anchor-max-height:10rem] w-(--input-width) overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:4px]",
            "transition duration-100 ease-in empty:invisible focus:outline-none data-leave:data-closed:opacity-0",
          )}
        >
          {shown.length === 0 ? (
            <div className="px-3 py-2 text-slate-500">Nothing matches “{query.trim()}”</div>
          ) : (
            shown.map((option) => (
              <ComboboxOption
                key={String(option.value)}
                value={option.value}
                className="group relative flex cursor-default items-center gap-2 py-2 pr-3 pl-9 text-slate-900 select-none data-focus:bg-brand-600 data-focus:text-white"
              >
                <CheckIcon className="invisible absolute left-3 size-4 group-data-selected:visible" />
                <span className="truncate group-data-selected:font-semibold">{option.label}</span>
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
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
