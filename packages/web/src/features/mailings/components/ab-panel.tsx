import {
  MAILING_AB_SAMPLE_MAX,
  MAILING_AB_SAMPLE_MIN,
  MAILING_AB_WAIT_MAX,
  MAILING_AB_WAIT_MIN,
  NEWSLETTER_SUBJECT_MAX,
} from "@sector/shared";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox";
import { TextInput } from "../../../components/ui/text-input";
import type { ComposerValues } from "./composer-values";

export interface AbPanelProps {
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  register: UseFormRegister<ComposerValues>;
  errors: FieldErrors<ComposerValues>["ab_test"];
}

/** The A/B subject test: subject B, the sample's share and the wait before the winner goes. */
export function AbPanel({ enabled, onToggle, register, errors }: AbPanelProps) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-base font-semibold text-slate-900">A/B subject</legend>
      <Checkbox
        label="Test a second subject on a sample first"
        checked={enabled}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {errors?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.message}
        </p>
      )}
      {enabled && (
        <div className="grid min-w-0 gap-4 sm:grid-cols-3">
          <TextInput
            label="Subject B"
            maxLength={NEWSLETTER_SUBJECT_MAX}
            error={errors?.subject_b?.message}
            className="sm:col-span-3"
            {...register("ab_test.subject_b")}
          />
          <TextInput
            label="Sample (%)"
            type="number"
            inputMode="numeric"
            min={MAILING_AB_SAMPLE_MIN}
            max={MAILING_AB_SAMPLE_MAX}
            hint={`${MAILING_AB_SAMPLE_MIN}–${MAILING_AB_SAMPLE_MAX} % of the audience, split evenly between A and B.`}
            error={errors?.sample_percent?.message}
            {...register("ab_test.sample_percent", { valueAsNumber: true })}
          />
          <TextInput
            label="Wait (minutes)"
            type="number"
            inputMode="numeric"
            min={MAILING_AB_WAIT_MIN}
            max={MAILING_AB_WAIT_MAX}
            hint={`${MAILING_AB_WAIT_MIN}–${MAILING_AB_WAIT_MAX} minutes; then the subject with more unique clickers goes to the rest (a tie: A).`}
            error={errors?.wait_minutes?.message}
            className="sm:col-span-2"
            {...register("ab_test.wait_minutes", { valueAsNumber: true })}
          />
        </div>
      )}
    </fieldset>
  );
}
