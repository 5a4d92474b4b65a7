import { Listbox } from "@headlessui/react";
import type { ReactNode, Ref } from "react";
import { ListboxControl, ListboxField, type SelectOption } from "./listbox-parts";

export type { SelectOption } from "./listbox-parts";

/** Options of Select and MultiSelect from records with an id and a name (companies, preferences). */
export function idNameOptions(
  items: readonly { id: number; name: string }[] | undefined,
): SelectOption<number>[] {
  return (items ?? []).map((item) => ({ value: item.id, label: item.name }));
}

export interface SelectProps<T extends string | number> {
  label: ReactNode;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** Shown while nothing is chosen. */
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
  /** Form field name (a hidden input carries the value). */
  name?: string;
}

/** A single choice from a list (Headless UI Listbox): arrow keys, type-ahead, Escape. */
export function Select<T extends string | number>({
  label,
  value,
  onChange,
  options,
  placeholder = "Select an option",
  error,
  disabled,
  emptyText = "No options available",
  className,
  ref,
  name,
}: SelectProps<T>) {
  const selected = options.find((option) => option.value === value);
  return (
    <ListboxField label={label} error={error} disabled={disabled} className={className}>
      <Listbox
        value={value}
        onChange={(next: T | null) => next !== null && onChange(next)}
        name={name}
      >
        <ListboxControl
          summary={selected?.label ?? placeholder}
          empty={!selected}
          invalid={Boolean(error)}
          options={options}
          emptyText={emptyText}
          buttonRef={ref}
        />
      </Listbox>
    </ListboxField>
  );
}
