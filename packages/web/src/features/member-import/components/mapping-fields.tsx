import {
  CONSENT_IMPORT_PARTS,
  CONSENT_PURPOSES,
  MEMBER_IMPORT_FIELD_LABELS,
  MEMBER_PROFILE_IMPORT_FIELDS,
  type MemberImportField,
} from "@sector/shared";
import { type Control, Controller } from "react-hook-form";
import { Select, type SelectOption } from "../../../components/ui/select";
import type { ImportFormData, ImportFormValues } from "../import-form-schema";

const PURPOSE_TITLES = {
  newsletter: "Newsletter consent",
  resources: "Resources consent",
  partners: "Partners consent",
} as const;

export interface MappingFieldsProps {
  control: Control<ImportFormValues, unknown, ImportFormData>;
  /** The file's header row. */
  headers: readonly string[];
  disabled?: boolean;
}

/** One listbox per field: which column of the file feeds it, or none. */
export function MappingFields({ control, headers, disabled }: MappingFieldsProps) {
  const options: SelectOption<string>[] = [
    { value: "", label: "Not imported" },
    // A column without a name cannot be named in the mapping.
    ...[...new Set(headers.filter((h) => h !== ""))].map((h) => ({ value: h, label: h })),
  ];
  const select = (field: MemberImportField, label = MEMBER_IMPORT_FIELD_LABELS[field]) => (
    <Controller
      key={field}
      control={control}
      name={`mapping.${field}`}
      render={({ field: { value, onChange } }) => (
        <Select
          label={label}
          value={value}
          onChange={onChange}
          options={options}
          disabled={disabled}
        />
      )}
    />
  );
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Member</legend>
        <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MEMBER_PROFILE_IMPORT_FIELDS.map((field) => select(field))}
        </div>
      </fieldset>
      {CONSENT_PURPOSES.map((purpose) => (
        <fieldset key={purpose}>
          <legend className="text-sm font-semibold text-slate-900">
            {PURPOSE_TITLES[purpose]}
          </legend>
          <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {CONSENT_IMPORT_PARTS.map((part) =>
              select(`${purpose}_${part}`, MEMBER_IMPORT_FIELD_LABELS[`${purpose}_${part}`]),
            )}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
