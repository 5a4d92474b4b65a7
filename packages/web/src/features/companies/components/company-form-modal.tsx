import { zodResolver } from "@hookform/resolvers/zod";
import { type Company, type CompanyBrand, type CompanyData, companySchema } from "@sector/shared";
import { type ReactNode, useEffect, useId } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { TextInput } from "../../../components/ui/text-input";
import { useCompanyBrand } from "../../../lib/api/get-company-brand";
import { showServerFieldErrors } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateCompany } from "../api/create-company";
import { useUpdateCompany } from "../api/update-company";
import { useUpdateRegistrationFields } from "../api/update-registration-fields";
import {
  type CompanyFormValues,
  companyFormValues,
  companyPayload,
  draftBrand,
  registrationModes,
} from "../company-form-values";
import { BrandingFields } from "./branding-fields";
import { RegistrationFieldsSettings } from "./registration-fields-settings";

export interface CompanyFormModalProps {
  open: boolean;
  /** The company being edited; absent to add a new one. */
  company?: Company | null;
  onClose: () => void;
  /**
   * The live preview of the company's registration page with the form's values (the screen
   * composes it from the registration feature); none when absent.
   */
  renderPreview?: (draft: CompanyBrand) => ReactNode;
}

/** companySchema validates these values as they are; only the resolver's static types differ. */
const resolver = zodResolver(companySchema) as unknown as Resolver<
  CompanyFormValues,
  unknown,
  CompanyData
>;

/** The fields the server may name in a 400 (`errors`), shown under each. */
const FIELDS = [
  "name",
  "base_url",
  "logo_url",
  "primary_color",
  "accent_color",
  "tagline",
  "intro_text",
  "footer_blurb",
  "social_network",
  "social_url",
  "join_label",
  "join_busy_label",
] as const;

/**
 * Add Company / Edit Company: name, Base URL and Logo URL, all required, and the Branding of
 * the company's registration page and the work details it asks beside them, with a live
 * preview of that page.
 */
export function CompanyFormModal({ open, company, onClose, renderPreview }: CompanyFormModalProps) {
  const formId = useId();
  const editing = Boolean(company);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const saveFields = useUpdateRegistrationFields();
  // The list holds the SPEC's fields only: an edited company's branding is read on its own.
  const stored = useCompanyBrand(open && company ? company.name : null);
  const branding = stored.data ?? undefined;
  const brandingReady = !company || branding !== undefined;
  const form = useForm<CompanyFormValues, unknown, CompanyData>({
    resolver,
    defaultValues: companyFormValues(null),
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  // Each opening starts from the row's values (edit) or blank fields (add).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets; see below
  useEffect(() => {
    if (open) reset(companyFormValues(company, branding));
  }, [open, company, reset]);
  // An edited company's branding fills its fields when it arrives, keeping what was typed above.
  useEffect(() => {
    if (!branding) return;
    const { name, base_url, logo_url } = getValues();
    reset({ ...companyFormValues(null, branding), name, base_url, logo_url });
  }, [branding, getValues, reset]);

  const onValid = async (data: CompanyData) => {
    try {
      const input = companyPayload(data, brandingReady);
      // The registration fields have their own call: sent when they differ from what is stored
      // (nothing is asked by default), and only once the stored choice is known.
      const fields = registrationModes(getValues("registration_fields"));
      const storedFields = branding?.registration_fields;
      const fieldsChanged =
        brandingReady &&
        Object.entries(fields).some(
          ([f, mode]) => mode !== (storedFields?.[f as keyof typeof fields] ?? "off"),
        );
      if (company) {
        await update.mutateAsync({ id: company.id, input });
        if (fieldsChanged) await saveFields.mutateAsync({ id: company.id, fields });
        toast.success("Company updated successfully!");
      } else {
        const created = await create.mutateAsync(input);
        if (fieldsChanged) await saveFields.mutateAsync({ id: created.id, fields });
        toast.success("Company successfully registered!");
      }
      onClose();
    } catch (error) {
      reportError(error);
      showServerFieldErrors(error, [...FIELDS, "quick_links"], setError);
    }
  };

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const values = watch();

  return (
    <Modal
      open={open}
      onClose={close}
      title={editing ? "Edit Company" : "Add Company"}
      size={renderPreview ? "xl" : "md"}
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={editing ? "Confirm and Edit" : "Confirm and Create"}
          busy={isSubmitting}
          onCancel={close}
        />
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <form
          id={formId}
          onSubmit={handleSubmit(onValid)}
          noValidate
          className="space-y-4"
          aria-busy={!brandingReady || undefined}
        >
          <TextInput
            label="Name"
            autoComplete="off"
            data-autofocus
            error={errors.name?.message}
            {...register("name")}
          />
          <TextInput
            label="Base URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            error={errors.base_url?.message}
            {...register("base_url")}
          />
          <TextInput
            label="Logo URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            error={errors.logo_url?.message}
            {...register("logo_url")}
          />
          <BrandingFields form={form} disabled={!brandingReady} />
          <RegistrationFieldsSettings form={form} disabled={!brandingReady} />
        </form>
        {renderPreview && (
          <section aria-labelledby={`${formId}-preview`} className="min-w-0">
            <h3 id={`${formId}-preview`} className="text-sm/6 font-medium text-slate-800">
              Preview of the registration page
            </h3>
            <div className="mt-2 lg:sticky lg:top-0">
              {brandingReady && renderPreview(draftBrand(values, company?.id ?? null))}
            </div>
          </section>
        )}
      </div>
    </Modal>
  );
}
