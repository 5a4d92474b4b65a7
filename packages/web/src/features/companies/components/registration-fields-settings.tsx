import { FIRMOGRAPHIC_FIELD_LABELS, FIRMOGRAPHIC_FIELDS } from "@sector/shared";
import type { UseFormReturn } from "react-hook-form";
import { NativeSelect } from "../../../components/ui/native-select";
import type { CompanyFormValues } from "../company-form-values";

const MODES = [
  { value: "optional", label: "Optional" },
  { value: "required", label: "Required" },
] as const;

export interface RegistrationFieldsSettingsProps {
  form: UseFormReturn<CompanyFormValues, unknown, unknown>;
  /** While the edited company's settings load, the fields wait (and are not sent). */
  disabled?: boolean;
}

/**
 * Company settings: which work details (country, company size, industry, job function,
 * seniority) the brand's registration form asks, after Job Title, and which it requires.
 */
export function RegistrationFieldsSettings({ form, disabled }: RegistrationFieldsSettingsProps) {
  return (
    <fieldset disabled={disabled} className="space-y-3 border-t border-slate-200 pt-4">
      <legend className="pt-4 text-sm font-semibold text-slate-900">Registration fields</legend>
      <p className="text-sm text-slate-500">
        Work details the registration page asks after Job Title. Sponsors' campaigns can target
        members by them.
      </p>
      <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
        {FIRMOGRAPHIC_FIELDS.map((field) => (
          <NativeSelect
            key={field}
            label={FIRMOGRAPHIC_FIELD_LABELS[field]}
            options={MODES}
            placeholder="Not asked"
            {...form.register(`registration_fields.${field}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
