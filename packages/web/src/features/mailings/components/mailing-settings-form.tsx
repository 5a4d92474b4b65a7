import { zodResolver } from "@hookform/resolvers/zod";
import { MAILING_CAP_MAX, type MailingSettings, mailingSettingsSchema } from "@sector/shared";
import { useEffect } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useUpdateMailingSettings } from "../api/update-mailing-settings";

interface FormValues {
  max_mailings_per_member_per_7_days: number;
}

const resolver = zodResolver(mailingSettingsSchema) as unknown as Resolver<FormValues>;
const FIELDS = ["max_mailings_per_member_per_7_days"] as const;

/** The brand's frequency cap: mailings a member gets in any 7 days (the newsletter apart). */
export function MailingSettingsForm({ settings }: { settings: MailingSettings }) {
  const save = useUpdateMailingSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({ resolver, defaultValues: settings });

  useEffect(() => {
    reset({ max_mailings_per_member_per_7_days: settings.max_mailings_per_member_per_7_days });
  }, [settings.max_mailings_per_member_per_7_days, reset]);

  const onValid = async (values: FormValues) => {
    try {
      await save.mutateAsync({ companyId: settings.company_id, ...values });
      toast.success("Frequency cap saved.");
    } catch (error) {
      reportError(error);
      showServerFieldErrors(error, FIELDS, setError);
    }
  };
  const onInvalid = (invalid: FieldErrors<FormValues>) => toastFirstInvalid(invalid, FIELDS);

  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <TextInput
        label="Mailings per member per 7 days"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAILING_CAP_MAX}
        hint="0: no cap. Members over it are left out of a mailing (counted as capped)."
        error={errors.max_mailings_per_member_per_7_days?.message}
        className="min-w-0 basis-72"
        {...register("max_mailings_per_member_per_7_days", { valueAsNumber: true })}
      />
      <Button type="submit" loading={isSubmitting} disabled={!isDirty} className="sm:mt-8">
        Save cap
      </Button>
    </form>
  );
}
