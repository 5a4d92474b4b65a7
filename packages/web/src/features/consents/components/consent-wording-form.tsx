import { zodResolver } from "@hookform/resolvers/zod";
import { type ConsentText, type ConsentTextInput, consentTextSchema } from "@sector/shared";
import { useId } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { describedBy, Field, inputClassName } from "../../../components/ui/field";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useUpdateConsentText } from "../api/update-consent-text";
import { PURPOSE_NAMES } from "../purposes";

export interface ConsentWordingFormProps {
  companyId: number;
  /** The current version of this purpose's wording. */
  text: ConsentText;
}

/** One consent's wording: a textarea, its current version and a Save button. */
export function ConsentWordingForm({ companyId, text }: ConsentWordingFormProps) {
  const inputId = useId();
  const update = useUpdateConsentText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ConsentTextInput>({
    resolver: zodResolver(consentTextSchema),
    defaultValues: { purpose: text.purpose, text: text.text },
  });

  const onValid = async (input: ConsentTextInput) => {
    try {
      const saved = await update.mutateAsync({ companyId, input });
      toast.success(`Consent wording saved (version ${saved.version}).`);
    } catch (error) {
      reportError(error, "The consent wording could not be saved.");
    }
  };

  const onInvalid = (invalid: FieldErrors<ConsentTextInput>) => {
    const message = invalid.text?.message;
    if (message) toast.error(message, { id: message });
  };

  const error = errors.text?.message;
  const purposeName = PURPOSE_NAMES[text.purpose];

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <Field
        inputId={inputId}
        label={
          <>
            {purposeName}{" "}
            <span className="font-normal text-slate-600">(version {text.version})</span>
          </>
        }
        error={error}
      >
        <textarea
          id={inputId}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, undefined, error)}
          className={inputClassName(Boolean(error), "resize-y")}
          {...register("text")}
        />
      </Field>
      <div className="mt-2 flex justify-end">
        <Button type="submit" size="sm" loading={isSubmitting} disabled={!isDirty}>
          Save<span className="sr-only"> {purposeName.toLowerCase()} wording</span>
        </Button>
      </div>
    </form>
  );
}
