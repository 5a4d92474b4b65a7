import { Description, Field, Label, Radio, RadioGroup } from "@headlessui/react";
import { ROLE_DESCRIPTIONS, type Role } from "@sector/shared";
import { badgeClassName } from "../../../components/ui/badge";
import { ROLE_TONES } from "./role-tones";

export interface RoleOptionsProps<R extends Role> {
  roles: readonly R[];
  value: R;
  onChange: (role: R) => void;
  /** Focus the checked option when the dialog opens. */
  autoFocusChecked?: boolean;
  label?: string;
}

/** The roles as radio cards, each saying what the role can do (ROLE_DESCRIPTIONS). */
export function RoleOptions<R extends Role>({
  roles,
  value,
  onChange,
  autoFocusChecked = false,
  label = "Role",
}: RoleOptionsProps<R>) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={label} className="space-y-2">
      {roles.map((option) => (
        <Field key={option}>
          <Radio
            value={option}
            // Opens on the current role (the dialog focuses its data-autofocus element).
            autoFocus={autoFocusChecked && option === value}
            className="group flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus:outline-none data-checked:bg-brand-50 data-checked:ring-brand-600 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600"
          >
            <span className="mt-1 flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white group-data-checked:border-brand-600 group-data-checked:bg-brand-600">
              <span className="invisible size-1.5 rounded-full bg-white group-data-checked:visible" />
            </span>
            <span className="min-w-0 space-y-1">
              <Label className="block cursor-pointer">
                <span className={badgeClassName(ROLE_TONES[option])}>{option}</span>
              </Label>
              <Description className="block text-sm text-slate-600">
                {ROLE_DESCRIPTIONS[option]}
              </Description>
            </span>
          </Radio>
        </Field>
      ))}
    </RadioGroup>
  );
}
