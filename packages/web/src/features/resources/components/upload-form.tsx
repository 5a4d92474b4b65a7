import { createResourceSchema } from "@sector/shared";
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { MultiSelect } from "../../../components/ui/multi-select";
import { idNameOptions, Select } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { useSignedInUser } from "../../../lib/auth-store";
import { firstIssuePerField } from "../../../lib/first-issue-per-field";
import { toast } from "../../../lib/toast";
import { useCompanies } from "../../companies/api/get-companies";
import { usePreferences } from "../../preferences/api/fetch-preferences";
import { useCreateResource } from "../api/create-resource";
import { UploadPreview } from "./upload-preview";

export interface UploadFormValues {
  title: string;
  resource_url: string;
  image_bg: string;
  company_id: number | null;
  preference_ids: number[];
}

const EMPTY: UploadFormValues = {
  title: "",
  resource_url: "",
  image_bg: "",
  company_id: null,
  preference_ids: [],
};

const FIELDS = ["title", "resource_url", "image_bg", "company_id", "preference_ids"] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * Single upload: title, landing page URL, thumbnail URL, website and that website's
 * preferences. Each validation message is its own error toast (SPEC section 5), and the
 * button is disabled while the upload runs, so it can't be sent twice.
 */
export function UploadForm() {
  const user = useSignedInUser();
  const busy = useRef(false);
  const create = useCreateResource();
  const { data: companies, isPending: companiesPending } = useCompanies();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UploadFormValues>({ defaultValues: EMPTY });
  const companyId = watch("company_id");
  const { data: preferences, isFetching: preferencesLoading } = usePreferences(companyId);
  const [title, resourceUrl, imageUrl] = watch(["title", "resource_url", "image_bg"]);

  const onSubmit = handleSubmit(async (values) => {
    if (busy.current) return;
    const parsed = createResourceSchema.safeParse(values);
    if (!parsed.success) {
      for (const [field, message] of firstIssuePerField(parsed.error.issues, FIELDS)) {
        setError(field, { message });
        // Keyed by the text, so pressing the button again doesn't stack copies.
        toast.error(message, { id: message });
      }
      return;
    }
    busy.current = true;
    try {
      const { title, resource_url, image_bg, company_id, preference_ids } = parsed.data;
      await create.mutateAsync({
        title,
        resource_url,
        image_bg,
        company_id,
        preference_ids,
        generated_by: user.id,
      });
      toast.success("Resource Added Successfully!");
      reset(EMPTY);
    } catch (error) {
      console.error(error);
      toast.error("Failed to add resource. Please try again.");
    } finally {
      busy.current = false;
    }
  });

  const submitting = isSubmitting || create.isPending;
  const clearOnChange = (field: FieldName) => ({
    onChange: () => clearErrors(field),
  });

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-labelledby="single-upload-heading"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="single-upload-heading" className="text-base font-semibold text-slate-900">
          Single Upload
        </h2>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
          <TextInput
            label="Title"
            autoComplete="off"
            error={errors.title?.message}
            {...register("title", clearOnChange("title"))}
          />
          <TextInput
            label="Landing Page URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            error={errors.resource_url?.message}
            {...register("resource_url", clearOnChange("resource_url"))}
          />
          <TextInput
            label="Thumbnail Image URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            error={errors.image_bg?.message}
            {...register("image_bg", clearOnChange("image_bg"))}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Controller
              control={control}
              name="company_id"
              render={({ field }) => (
                <Select
                  label="Website"
                  placeholder={companiesPending ? "Loading..." : "Select a company"}
                  value={field.value}
                  onChange={(id) => {
                    if (id === field.value) return;
                    field.onChange(id);
                    // Preferences belong to one company: a new company starts a new choice.
                    setValue("preference_ids", []);
                    clearErrors("company_id");
                  }}
                  options={idNameOptions(companies)}
                  error={errors.company_id?.message}
                  disabled={submitting}
                />
              )}
            />
            <Controller
              control={control}
              name="preference_ids"
              render={({ field }) => (
                <MultiSelect
                  label="Preferences"
                  placeholder={
                    companyId === null
                      ? "Select a company first"
                      : preferencesLoading
                        ? "Loading..."
                        : "Select preferences"
                  }
                  value={field.value}
                  onChange={(ids) => {
                    field.onChange(ids);
                    clearErrors("preference_ids");
                  }}
                  options={idNameOptions(preferences)}
                  error={errors.preference_ids?.message}
                  disabled={companyId === null || submitting}
                />
              )}
            />
          </div>
          <div className="flex justify-end border-t border-slate-100 pt-5">
            <Button type="submit" loading={submitting} className="w-full sm:w-auto">
              {submitting ? "Submitting..." : "Add Resource"}
            </Button>
          </div>
        </form>
      </section>
      <UploadPreview title={title} resourceUrl={resourceUrl} imageUrl={imageUrl} />
    </div>
  );
}
