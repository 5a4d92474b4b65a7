import { zodResolver } from "@hookform/resolvers/zod";
import { type Resource, updateResourceSchema } from "@sector/shared";
import type { QueryKey } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { MultiSelect } from "../../../components/ui/multi-select";
import { idNameOptions } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { usePreferences } from "../../../lib/api/get-preferences";
import { useSignedInUser } from "../../../lib/auth-store";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useUpdateResource } from "../api/update-resource";
import { OpenFiguresRow } from "./open-figures-row";
import { SponsorSelect } from "./sponsor-select";

export interface EditResourceModalProps {
  open: boolean;
  resource: Resource | null;
  /** The archive page the resource is on; its row is replaced after saving. */
  pageKey: QueryKey;
  onClose: () => void;
}

interface EditResourceValues {
  title: string;
  image_bg: string;
  resource_url: string;
  preferences: number[];
  /** Admins only (see SponsorSelect); null: no sponsor. */
  sponsor_id: number | null;
}

type EditResourceData = z.output<typeof updateResourceSchema>;

/** The schema validates these values as they are; only the resolver's static types differ. */
const resolver = zodResolver(updateResourceSchema) as unknown as Resolver<
  EditResourceValues,
  unknown,
  EditResourceData
>;

const valuesOf = (resource: Resource | null): EditResourceValues => ({
  title: resource?.title ?? "",
  image_bg: resource?.image_bg ?? "",
  resource_url: resource?.resource_url ?? "",
  preferences: resource?.preferences.map((preference) => preference.id) ?? [],
  sponsor_id: resource?.sponsor?.id ?? null,
});

/**
 * Edits a resource: title, background image, resource URL, the preferences of the
 * resource's own company and (admins) its sponsor; others read who sponsors it. Saving replaces the row with the server's answer. Above the form,
 * how often members opened it (read-only).
 */
export function EditResourceModal({ open, resource, pageKey, onClose }: EditResourceModalProps) {
  const formId = useId();
  const isAdmin = useSignedInUser().role === "admin";
  const update = useUpdateResource();
  const { data: preferences, isFetching } = usePreferences(resource?.company_id ?? null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EditResourceValues, unknown, EditResourceData>({
    resolver,
    defaultValues: valuesOf(resource),
  });

  useEffect(() => {
    if (open) reset(valuesOf(resource));
  }, [open, resource, reset]);

  const onSubmit = handleSubmit(async ({ sponsor_id, ...fields }) => {
    if (!resource) return;
    // Employees cannot choose a sponsor: without the field, the server keeps the resource's.
    const payload = isAdmin ? { ...fields, sponsor_id: sponsor_id ?? null } : fields;
    try {
      await update.mutateAsync({ id: resource.id, payload, pageKey });
      toast.success("Resource updated successfully!");
      onClose();
    } catch (error) {
      reportError(error);
    }
  });

  const busy = isSubmitting || update.isPending;
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Edit Resource"
      description={resource ? resource.company.name : undefined}
      size="lg"
      footer={<FormModalFooter formId={formId} submitLabel="Save" busy={busy} onCancel={close} />}
    >
      {resource?.sponsor && (
        <p className="mb-4 text-sm font-medium text-slate-700">
          Sponsored by {resource.sponsor.name}
        </p>
      )}
      <OpenFiguresRow resourceId={open && resource ? resource.id : null} />
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <TextInput
          label="Title"
          autoComplete="off"
          data-autofocus
          error={errors.title?.message}
          {...register("title")}
        />
        <TextInput
          label="Background Image"
          type="url"
          inputMode="url"
          autoComplete="off"
          error={errors.image_bg?.message}
          {...register("image_bg")}
        />
        <TextInput
          label="Resource URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          error={errors.resource_url?.message}
          {...register("resource_url")}
        />
        <Controller
          control={control}
          name="preferences"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label="Preferences"
              placeholder={isFetching && !preferences ? "Loading..." : "Select preferences"}
              value={field.value}
              onChange={field.onChange}
              options={idNameOptions(preferences)}
              error={errors.preferences?.message}
              disabled={busy}
            />
          )}
        />
        {isAdmin && (
          <Controller
            control={control}
            name="sponsor_id"
            render={({ field }) => (
              <SponsorSelect
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                current={resource?.sponsor}
                disabled={busy}
              />
            )}
          />
        )}
      </form>
    </Modal>
  );
}
