import { zodResolver } from "@hookform/resolvers/zod";
import { type Sponsor, type SponsorBody, sponsorBodySchema } from "@sector/shared";
import { useEffect, useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateSponsor } from "../api/create-sponsor";
import { useUpdateSponsor } from "../api/update-sponsor";

export interface SponsorFormModalProps {
  open: boolean;
  /** The sponsor being edited; null to add one. */
  sponsor: Sponsor | null;
  onClose: () => void;
  onSaved: (sponsor: Sponsor) => void;
}

/** What the form holds: the logo is text, "" for none. */
interface SponsorFormValues {
  name: string;
  website: string;
  logo_url: string;
  privacy_url: string;
}

type SponsorData = z.output<typeof sponsorBodySchema>;

/** The schema validates these values as they are ("" logo: none); only its static types differ. */
const resolver = zodResolver(sponsorBodySchema) as unknown as Resolver<
  SponsorFormValues,
  unknown,
  SponsorData
>;

const FIELDS = ["name", "website", "logo_url", "privacy_url"] as const;

const valuesOf = (sponsor: Sponsor | null): SponsorFormValues => ({
  name: sponsor?.name ?? "",
  website: sponsor?.website ?? "",
  logo_url: sponsor?.logo_url ?? "",
  privacy_url: sponsor?.privacy_url ?? "",
});

/** Add sponsor / Edit sponsor: name, website, an optional logo and the privacy policy. */
export function SponsorFormModal({ open, sponsor, onClose, onSaved }: SponsorFormModalProps) {
  const formId = useId();
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SponsorFormValues, unknown, SponsorData>({
    resolver,
    defaultValues: valuesOf(null),
  });

  // Each opening starts from the sponsor's values (edit) or blank fields (add).
  useEffect(() => {
    if (open) reset(valuesOf(sponsor));
  }, [open, sponsor, reset]);

  const onValid = async (data: SponsorData) => {
    const input: SponsorBody = { ...data, logo_url: data.logo_url ?? null };
    try {
      const saved = sponsor
        ? await update.mutateAsync({ id: sponsor.id, input })
        : await create.mutateAsync(input);
      toast.success(sponsor ? "Sponsor updated." : "Sponsor added.");
      onSaved(saved);
    } catch (error) {
      const shown = showServerFieldErrors(error, FIELDS, setError);
      // The message is already under its field; anything else is a toast.
      if (shown.length === 0) reportError(error);
    }
  };

  const onInvalid = (invalid: FieldErrors<SponsorFormValues>) => toastFirstInvalid(invalid, FIELDS);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const title = sponsor ? "Edit sponsor" : "Add sponsor";
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description="Members see the sponsor's name, logo and privacy policy before they share their details."
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={sponsor ? "Save sponsor" : "Add sponsor"}
          busy={isSubmitting}
          onCancel={close}
        />
      }
    >
      <form
        id={formId}
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        className="space-y-5"
      >
        <TextInput
          label="Name"
          autoComplete="off"
          data-autofocus
          error={errors.name?.message}
          {...register("name")}
        />
        <TextInput
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={errors.website?.message}
          {...register("website")}
        />
        <TextInput
          label="Logo URL (optional)"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="Without one, the sponsor's initial stands in."
          error={errors.logo_url?.message}
          {...register("logo_url")}
        />
        <TextInput
          label="Privacy policy URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={errors.privacy_url?.message}
          {...register("privacy_url")}
        />
      </form>
    </Modal>
  );
}
