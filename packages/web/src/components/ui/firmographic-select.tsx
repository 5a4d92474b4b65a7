import {
  FIRMOGRAPHIC_FIELD_LABELS,
  FIRMOGRAPHIC_OPTIONS,
  type FirmographicField,
} from "@sector/shared";
import type { ComponentProps, ReactNode } from "react";
import { NativeSelect } from "./native-select";

/** What each field's empty choice reads. */
const PLACEHOLDERS: Record<FirmographicField, string> = {
  country: "Select a country",
  company_size: "Select a company size",
  industry: "Select an industry",
  job_function: "Select a job function",
  seniority: "Select a seniority",
};

export interface FirmographicSelectProps
  extends Omit<ComponentProps<typeof NativeSelect>, "label" | "options" | "placeholder"> {
  field: FirmographicField;
  /** The label as the form shows it (a required mark, say); the field's own name by default. */
  label?: ReactNode;
}

/** One firmographic field as a select of its fixed list (@sector/shared firmographics.ts). */
export function FirmographicSelect({ field, label, ...props }: FirmographicSelectProps) {
  return (
    <NativeSelect
      label={label ?? FIRMOGRAPHIC_FIELD_LABELS[field]}
      options={FIRMOGRAPHIC_OPTIONS[field]}
      placeholder={PLACEHOLDERS[field]}
      {...props}
    />
  );
}
