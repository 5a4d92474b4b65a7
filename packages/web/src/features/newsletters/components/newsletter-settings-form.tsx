import { zodResolver } from "@hookform/resolvers/zod";
import {
  NEWSLETTER_MAX_ITEMS_LIMIT,
  type NewsletterSettings,
  type NewsletterSettingsInput,
  newsletterSettingsSchema,
} from "@sector/shared";
import { useEffect, useId, useMemo } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Select } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useUpdateNewsletterSettings } from "../api/update-newsletter-settings";
import { HOUR_OPTIONS, timeZoneSuggestions, WEEKDAY_OPTIONS } from "./schedule-options";

export interface NewsletterSettingsFormProps {
  settings: NewsletterSettings;
  brandName: string;
}

type FormValues = Required<Omit<NewsletterSettingsInput, "from_name">> & { from_name: string };

const resolver = zodResolver(newsletterSettingsSchema) as unknown as Resolver<FormValues>;
const FIELDS = ["enabled", "weekday", "hour", "timezone", "from_name", "max_items"] as const;

const valuesOf = (s: NewsletterSettings): FormValues => ({
  enabled: s.enabled,
  weekday: s.weekday,
  hour: s.hour,
  timezone: s.timezone,
  from_name: s.from_name,
  max_items: s.max_items,
});

/** The brand's weekly edition: on or off, its weekday and hour in a time zone, sender, items. */
export function NewsletterSettingsForm({ settings, brandName }: NewsletterSettingsFormProps) {
  const zonesId = useId();
  const zones = useMemo(timeZoneSuggestions, []);
  const save = useUpdateNewsletterSettings();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: valuesOf(settings) });

  useEffect(() => {
    reset(valuesOf(settings));
  }, [settings, reset]);

  const onValid = async (input: FormValues) => {
    try {
      await save.mutateAsync({ companyId: settings.company_id, ...input });
      toast.success("Weekly schedule saved.");
    } catch (error) {
      reportError(error);
      showServerFieldErrors(error, FIELDS, setError);
    }
  };

  const onInvalid = (invalid: FieldErrors<FormValues>) => toastFirstInvalid(invalid, FIELDS);

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-5">
      <Checkbox label={`Send ${brandName}'s edition every week`} {...register("enabled")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="weekday"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Weekday"
              value={field.value}
              onChange={field.onChange}
              options={WEEKDAY_OPTIONS}
              error={errors.weekday?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="hour"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Hour"
              value={field.value}
              onChange={field.onChange}
              options={HOUR_OPTIONS}
              error={errors.hour?.message}
            />
          )}
        />
        <TextInput
          label="Time zone"
          list={zonesId}
          autoComplete="off"
          hint="An IANA name, such as Europe/London."
          error={errors.timezone?.message}
          {...register("timezone")}
        />
        <datalist id={zonesId}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <TextInput
          label="From name"
          maxLength={100}
          hint={`Empty: ${brandName}.`}
          error={errors.from_name?.message}
          {...register("from_name")}
        />
        <TextInput
          label="Items per mail"
          type="number"
          inputMode="numeric"
          min={1}
          max={NEWSLETTER_MAX_ITEMS_LIMIT}
          error={errors.max_items?.message}
          {...register("max_items", { valueAsNumber: true })}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Save schedule
        </Button>
      </div>
    </form>
  );
}
