import { type Resource, updateResourceSchema } from "@sector/shared";
import type { QueryKey } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { MultiSelect } from "../../../components/ui/multi-select";
import { idNameOptions } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { usePreferences } from "../../../lib/api/get-preferences";
import { useStaffEvent } from "../../../lib/api/get-staff-event";
import { useSignedInUser } from "../../../lib/auth-store";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useUpdateResource } from "../api/update-resource";
import { type EventFormValues, eventFormValues, resolverWithEvent } from "../event-form";
import { EventFields } from "./event-fields";
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
  /** "This is an event" and its time and place (issue 63). */
  event: EventFormValues;
}

type EditResourceData = z.output<typeof updateResourceSchema>;

/** The schema validates these values, the event's turned into what the API takes. */
const resolver = resolverWithEvent<EditResourceValues, EditResourceData>(updateResourceSchema);

const valuesOf = (resource: Resource | null, joinUrl: string | null): EditResourceValues => ({
  title: resource?.title ?? "",
  image_bg: resource?.image_bg ?? "",
  resource_url: resource?.resource_url ?? "",
  preferences: resource?.preferences.map((preference) => preference.id) ?? [],
  sponsor_id: resource?.sponsor?.id ?? null,
  event: eventFormValues(resource?.event, joinUrl),
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
  // An event's join URL is staff's only: read from the event itself, not the resource.
  const staffEvent = useStaffEvent(open && resource?.event ? resource.id : null, {
    fresh: true,
  });
  const joinUrl = staffEvent.data?.event.join_url ?? null;
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    watch,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<EditResourceValues, unknown, EditResourceData>({
    resolver,
    defaultValues: valuesOf(resource, null),
  });
  const [isEvent, eventZone] = watch(["event.enabled", "event.timezone"]);

  useEffect(() => {
    if (open) reset(valuesOf(resource, null));
  }, [open, resource, reset]);

  // The join URL arrives after the form opens: it becomes the field's saved value.
  useEffect(() => {
    if (open && joinUrl !== null) resetField("event.join_url", { defaultValue: joinUrl });
  }, [open, joinUrl, resetField]);

  // Until the event's own answer is in, its fields wait: saving them then would erase the join
  // URL. If it never comes, the event stays as it is.
  const eventLocked = Boolean(resource?.event) && !staffEvent.isSuccess;
  const eventNote = !eventLocked
    ? undefined
    : staffEvent.isError
      ? "The event's details could not be loaded: its time and place stay as they are."
      : "Loading the event's details...";

  const onSubmit = handleSubmit(async ({ sponsor_id, event, ...fields }) => {
    if (!resource) return;
    // Employees cannot choose a sponsor: without the field, the server keeps the resource's.
    const withSponsor = isAdmin ? { ...fields, sponsor_id: sponsor_id ?? null } : fields;
    // An untouched event is not sent: the server keeps it as it is (and mails no update).
    const eventTouched = Object.values(dirtyFields.event ?? {}).some(Boolean);
    const payload =
      eventTouched && !eventLocked ? { ...withSponsor, event: event ?? null } : withSponsor;
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
        <EventFields
          register={register}
          errors={errors}
          enabled={isEvent}
          timezone={eventZone}
          disabled={busy || eventLocked}
          note={eventNote}
        />
      </form>
    </Modal>
  );
}
