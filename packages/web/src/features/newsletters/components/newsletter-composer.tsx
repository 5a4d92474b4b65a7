import { zodResolver } from "@hookform/resolvers/zod";
import {
  createNewsletterSchema,
  NEWSLETTER_INTRO_MAX,
  NEWSLETTER_SUBJECT_MAX,
  type NewsletterWithCounts,
  updateNewsletterSchema,
} from "@sector/shared";
import { type ReactNode, useEffect } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextArea } from "../../../components/ui/text-area";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateNewsletter } from "../api/create-newsletter";
import { useUpdateNewsletter } from "../api/update-newsletter";

export interface NewsletterComposerProps {
  companyId: number;
  /** The draft to edit; absent: a new edition of the brand. */
  edition?: NewsletterWithCounts;
  onSaved?: (newsletter: NewsletterWithCounts) => void;
  /** Beside the submit button (e.g. Cancel in a dialog). */
  secondaryAction?: ReactNode;
}

interface FormValues {
  company_id: number;
  subject: string;
  intro: string;
}

// Both schemas read these values as they are; a new edition's blank subject is the default one.
const createResolver = zodResolver(createNewsletterSchema) as unknown as Resolver<FormValues>;
const updateResolver = zodResolver(updateNewsletterSchema) as unknown as Resolver<FormValues>;

const FIELDS = ["subject", "intro", "company_id"] as const;

/** The subject and intro of an edition: a new draft's, or an existing draft's. */
export function NewsletterComposer({
  companyId,
  edition,
  onSaved,
  secondaryAction,
}: NewsletterComposerProps) {
  const create = useCreateNewsletter();
  const update = useUpdateNewsletter();
  const values = (): FormValues => ({
    company_id: companyId,
    subject: edition?.subject ?? "",
    intro: edition?.intro ?? "",
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({
    resolver: edition ? updateResolver : createResolver,
    defaultValues: values(),
  });

  // Another edition opened, or this one saved: the form shows what the server holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: values() reads exactly these.
  useEffect(() => {
    reset(values());
  }, [edition?.id, edition?.updated_at, companyId, reset]);

  const onValid = async (input: FormValues) => {
    try {
      const saved = edition
        ? await update.mutateAsync({ id: edition.id, subject: input.subject, intro: input.intro })
        : await create.mutateAsync(input);
      toast.success(edition ? "Draft saved." : "Draft created.");
      onSaved?.(saved);
    } catch (error) {
      reportError(error);
      showServerFieldErrors(error, FIELDS, setError);
    }
  };

  const onInvalid = (invalid: FieldErrors<FormValues>) => toastFirstInvalid(invalid, FIELDS);

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-4">
      <TextInput
        label="Subject"
        maxLength={NEWSLETTER_SUBJECT_MAX}
        hint={edition ? undefined : "Leave blank for the brand's usual subject."}
        error={errors.subject?.message}
        data-autofocus
        {...register("subject")}
      />
      <TextArea
        label="Intro"
        rows={4}
        maxLength={NEWSLETTER_INTRO_MAX}
        hint="A few words above the items; every member gets the same."
        error={errors.intro?.message}
        {...register("intro")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {secondaryAction}
        <Button type="submit" loading={isSubmitting} disabled={Boolean(edition) && !isDirty}>
          {edition ? "Save draft" : "Create draft"}
        </Button>
      </div>
    </form>
  );
}
