import { createResourceSchema } from "@sector/shared";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { MultiSelect } from "../../../components/ui/multi-select";
import { idNameOptions, Select } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { useCompanies } from "../../../lib/api/get-companies";
import { usePreferences } from "../../../lib/api/get-preferences";
import { useSignedInUser } from "../../../lib/auth-store";
import { toast } from "../../../lib/toast";
import { useCreateResource } from "../api/create-resource";
import {
  type EventFormValues,
  eventErrorMessages,
  noEvent,
  resolverWithEvent,
} from "../event-form";
import { EventFields } from "./event-fields";
import { SponsorSelect } from "./sponsor-select";
import { UploadPreview } from "./upload-preview";

export interface UploadFormValues {
  title: string;
  resource_url: string;
  image_bg: string;
  company_id: number | null;
  preference_ids: number[];
  /** Admins only (see SponsorSelect); null: no sponsor. */
  sponsor_id: number | null;
  /** "This is an event" and its time and place (issue 63). */
  event: EventFormValues;
}

type UploadData = z.output<typeof createResourceSchema>;

/** The schema validates these values, the event's turned into what the API takes. */
const resolver = resolverWithEvent<UploadFormValues, UploadData>(createResourceSchema);

/** A fresh form; the event's zone is the browser's, read when the form is. */
const empty = (): UploadFormValues => ({
  title: "",
  resource_url: "",
  image_bg: "",
  company_id: null,
  preference_ids: [],
  sponsor_id: null,
  event: noEvent(),
});

/** In the form's order: the order of the error toasts. */
const FIELDS = ["title", "resource_url", "image_bg", "company_id", "preference_ids"] as const;

/**
 * Single upload: title, landing page URL, thumbnail URL, website and that website's
 * preferences. Each validation message is its own error toast (SPEC section 5), and the
 * button is disabled while the upload runs, so it can't be sent twice.
 */
export function UploadForm() {
  const user = useSignedInUser();
  const isAdmin = user.role === "admin";
  const create = useCreateResource();
  const { data: companies, isPending: companiesPending } = useCompanies();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UploadFormValues, unknown, UploadData>({ resolver, defaultValues: empty() });
  const companyId = watch("company_id");
  const { data: preferences, isFetching: preferencesLoading } = usePreferences(companyId);
  const [title, resourceUrl, imageUrl] = watch(["title", "resource_url", "image_bg"]);
  const [isEvent, eventZone] = watch(["event.enabled", "event.timezone"]);

  const onValid = async ({
    title,
    resource_url,
    image_bg,
    company_id,
    preference_ids,
    sponsor_id,
    event,
  }: UploadData) => {
    try {
      await create.mutateAsync({
        title,
        resource_url,
        image_bg,
        company_id,
        preference_ids,
        // Employees are not offered the choice: their uploads carry no sponsor field at all.
        ...(isAdmin ? { sponsor_id: sponsor_id ?? null } : {}),
        // Only an event carries the field: other uploads stay as SPEC writes them.
        ...(event ? { event } : {}),
        generated_by: user.id,
      });
      toast.success("Resource Added Successfully!");
      reset(empty());
    } catch (error) {
      console.error(error);
      toast.error("Failed to add resource. Please try again.");
    }
  };

  const onInvalid = (invalid: FieldErrors<UploadFormValues>) => {
    const messages = [
      ...FIELDS.map((field) => invalid[field]?.message),
      ...eventErrorMessages(invalid),
    ];
    for (const message of messages) {
      // Keyed by the text, so pressing the button again doesn't stack copies.
      if (message) toast.error(message, { id: message });
    }
  };

  const submitting = isSubmitting || create.isPending;
  const onSubmit = handleSubmit(onValid, onInvalid);

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-labelledby="single-upload-heading"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="single-upload-heading" className="text-base font-semibold text-slate-900">
          Single Upload
        </h2>
        <form
          // The button is disabled meanwhile; this also refuses a second submit by other means.
          onSubmit={(event) => (submitting ? event.preventDefault() : onSubmit(event))}
          noValidate
          className="mt-5 space-y-5"
        >
          <TextInput
            label="Title"
            autoComplete="off"
            error={errors.title?.message}
            {...register("title")}
          />
          <TextInput
            label="Landing Page URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            error={errors.resource_url?.message}
            {...register("resource_url")}
          />
          <TextInput
            label="Thumbnail Image URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            error={errors.image_bg?.message}
            {...register("image_bg")}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Controller
              control={control}
              name="company_id"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label="Website"
                  placeholder={companiesPending ? "Loading..." : "Select a company"}
                  value={field.value}
                  onChange={(id) => {
                    if (id === field.value) return;
                    field.onChange(id);
                    // Preferences belong to one company: a new company starts a new choice.
                    setValue("preference_ids", []);
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
                  ref={field.ref}
                  label="Preferences"
                  placeholder={
                    companyId === null
                      ? "Select a company first"
                      : preferencesLoading
                        ? "Loading..."
                        : "Select preferences"
                  }
                  value={field.value}
                  onChange={field.onChange}
                  options={idNameOptions(preferences)}
                  error={errors.preference_ids?.message}
                  disabled={companyId === null || submitting}
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
                    disabled={submitting}
                  />
                )}
              />
            )}
          </div>
          <EventFields
            register={register}
            errors={errors}
            enabled={isEvent}
            timezone={eventZone}
            disabled={submitting}
          />
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
