import { zodResolver } from "@hookform/resolvers/zod";
import { type Company, type CompanyData, type CompanyInput, companySchema } from "@sector/shared";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateCompany } from "../api/create-company";
import { useUpdateCompany } from "../api/update-company";

export interface CompanyFormModalProps {
  open: boolean;
  /** The company being edited; absent to add a new one. */
  company?: Company | null;
  onClose: () => void;
}

const EMPTY: CompanyInput = { name: "", base_url: "", logo_url: "" };
const FIELDS = ["name", "base_url", "logo_url"] as const;

/** Add Company / Edit Company: name, Base URL and Logo URL, all required. */
export function CompanyFormModal({ open, company, onClose }: CompanyFormModalProps) {
  const formId = useId();
  const editing = Boolean(company);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyInput, unknown, CompanyData>({
    resolver: zodResolver(companySchema),
    defaultValues: EMPTY,
  });

  // Each opening starts from the row's values (edit) or blank fields (add).
  useEffect(() => {
    if (open) {
      reset(
        company
          ? { name: company.name, base_url: company.base_url, logo_url: company.logo_url }
          : EMPTY,
      );
    }
  }, [open, company, reset]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (company) {
        await update.mutateAsync({ id: company.id, input });
        toast.success("Company updated successfully!");
      } else {
        await create.mutateAsync(input);
        toast.success("Company successfully registered!");
      }
      onClose();
    } catch (error) {
      reportError(error);
      if (isApiError(error)) {
        for (const field of FIELDS) {
          const message = error.fieldErrors?.[field];
          if (message) setError(field, { message });
        }
      }
    }
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={editing ? "Edit Company" : "Add Company"}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {editing ? "Confirm and Edit" : "Confirm and Create"}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
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
      </form>
    </Modal>
  );
}
