import type { Preference } from "@sector/shared";
import { Checkbox } from "../../../components/ui/checkbox";
import { SpinnerIcon } from "../../../components/ui/icons";

export interface InterestsFieldProps {
  preferences: readonly Preference[];
  loading: boolean;
  selected: readonly Preference[];
  /** Ticking adds the preference, unticking removes it. */
  onToggle: (preference: Preference, checked: boolean) => void;
  error?: string;
}

/** Splits at half the list, rounded up: the first column gets the extra item. */
export function splitInTwo<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

const ERROR_ID = "interests-error";

/** 'Interests in': one checkbox per preference of the brand's company, in two columns. */
export function InterestsField({
  preferences,
  loading,
  selected,
  onToggle,
  error,
}: InterestsFieldProps) {
  const chosen = new Set(selected.map((preference) => preference.id));
  const columns = splitInTwo(preferences);

  return (
    <fieldset aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="text-base font-semibold text-slate-900">Interests in</legend>
      {loading ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon className="size-4 animate-spin text-brand-600" />
          Loading interests...
        </p>
      ) : preferences.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No options available</p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {columns.map((column, index) => (
            <ul
              // The two halves never reorder, so their position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              data-testid={`interests-column-${index + 1}`}
              className="space-y-2"
            >
              {column.map((preference) => (
                <li key={preference.id}>
                  <Checkbox
                    label={preference.name}
                    name="preferences"
                    value={preference.id}
                    checked={chosen.has(preference.id)}
                    onChange={(event) => onToggle(preference, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
      {error && (
        <p id={ERROR_ID} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
