import {
  Description,
  Field as HeadlessField,
  Label,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from "@headlessui/react";
import { Fragment, type ReactNode, type Ref, useId } from "react";
import { cn } from "../../lib/cn";
import { CheckIcon, ChevronUpDownIcon } from "./icons";

/** The pieces Select and MultiSelect share; not meant for screens (use those two). */

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
  /**
   * The heading the option is listed under: options in a row with the same group are listed
   * under it (give them in group order). Without one, a plain list.
   */
  group?: string;
}

/** Options in runs of the same group, in their order. */
function groupRuns<T extends string | number>(options: readonly SelectOption<T>[]) {
  const runs: { group: string; options: SelectOption<T>[] }[] = [];
  for (const option of options) {
    const group = option.group ?? "";
    const last = runs.at(-1);
    if (last && last.group === group) last.options.push(option);
    else runs.push({ group, options: [option] });
  }
  return runs;
}

/** The closed control: looks like a text input (a button is never "read-only" styled). */
function listboxButtonClass(invalid: boolean): string {
  return cn(
    "mt-1.5 flex w-full items-center justify-between gap-2 rounded-md bg-white px-3 py-2 text-left text-base text-slate-900 shadow-sm ring-1 ring-inset sm:text-sm/6",
    "focus:outline-none data-focus:ring-2 data-open:ring-2",
    "data-disabled:cursor-not-allowed data-disabled:bg-slate-50 data-disabled:text-slate-500",
    invalid
      ? "ring-red-400 data-focus:ring-red-600"
      : "ring-slate-300 data-focus:ring-brand-600 data-open:ring-brand-600",
  );
}

/**
 * Classes of the floating option list (about 10rem high, scrolls). The anchored list gets its
 * max-height inline from the space left on screen, capped by --anchor-max-height: that cap
 * is what keeps it at 10rem (a max-h class alone loses to the inline style).
 */
const optionsPanelClass = cn(
  "z-50 max-h-40 [--anchor-max-height:10rem] w-(--button-width) overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:4px]",
  "transition duration-100 ease-in focus:outline-none data-leave:data-closed:opacity-0",
);

/** Classes of one option: highlighted while focused (keyboard or pointer). */
const optionClass =
  "group relative flex cursor-default items-center gap-2 py-2 pr-3 pl-9 text-slate-900 select-none data-focus:bg-brand-600 data-focus:text-white";

export interface ListboxFieldProps {
  label: ReactNode;
  /** Shown below the control, which is then marked invalid. */
  error?: string;
  disabled?: boolean;
  className?: string;
  /** The Listbox. */
  children: ReactNode;
  /** Shown after the error line (MultiSelect's chips). */
  after?: ReactNode;
}

/** Label above the Listbox, then the error message. */
export function ListboxField({
  label,
  error,
  disabled,
  className,
  children,
  after,
}: ListboxFieldProps) {
  return (
    <HeadlessField className={className} disabled={disabled}>
      <Label className="block text-sm/6 font-medium text-slate-800">{label}</Label>
      {children}
      {error && (
        <Description as="p" role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </Description>
      )}
      {after}
    </HeadlessField>
  );
}

export interface ListboxControlProps<T extends string | number> {
  /** What the closed control reads: the choice, or the placeholder. */
  summary: ReactNode;
  /** Nothing is chosen: the summary is the placeholder, in grey. */
  empty: boolean;
  invalid: boolean;
  options: readonly SelectOption<T>[];
  /** Shown in the open list when there are no options. */
  emptyText: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** One option, a tick beside it once chosen. */
function Option<T extends string | number>({ option }: { option: SelectOption<T> }) {
  return (
    <ListboxOption value={option.value} className={optionClass}>
      <CheckIcon className="invisible absolute left-3 size-4 group-data-selected:visible" />
      <span className="truncate group-data-selected:font-semibold">{option.label}</span>
    </ListboxOption>
  );
}

/**
 * The button and its floating list of options, a tick beside each chosen one; options with a
 * `group` are listed under its heading.
 */
export function ListboxControl<T extends string | number>({
  summary,
  empty,
  invalid,
  options,
  emptyText,
  buttonRef,
}: ListboxControlProps<T>) {
  const groupId = useId();
  return (
    <>
      <ListboxButton
        ref={buttonRef}
        aria-invalid={invalid ? true : undefined}
        className={listboxButtonClass(invalid)}
      >
        <span className={cn("truncate", empty && "text-slate-500")}>{summary}</span>
        <ChevronUpDownIcon className="size-5 shrink-0 text-slate-400" />
      </ListboxButton>
      <ListboxOptions anchor="bottom start" transition className={optionsPanelClass}>
        {options.length === 0 ? (
          <div className="px-3 py-2 text-slate-500">{emptyText}</div>
        ) : (
          groupRuns(options).map((run, index) =>
            run.group === "" ? (
              <Fragment key={`plain-${String(run.options[0]?.value)}`}>
                {run.options.map((option) => (
                  <Option key={String(option.value)} option={option} />
                ))}
              </Fragment>
            ) : (
              // A named group of options, as a listbox may hold (its heading is not an option).
              // biome-ignore lint/a11y/useSemanticElements: options of a listbox, not form fields.
              <div key={run.group} role="group" aria-labelledby={`${groupId}-${index}`}>
                <div
                  id={`${groupId}-${index}`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {run.group}
                </div>
                {run.options.map((option) => (
                  <Option key={String(option.value)} option={option} />
                ))}
              </div>
            ),
          )
        )}
      </ListboxOptions>
    </>
  );
}
