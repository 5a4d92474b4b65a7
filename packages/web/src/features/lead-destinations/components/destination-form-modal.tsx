import {
  type CampaignQuestion,
  type CreateLeadDestinationInput,
  FIELD_MAP_EMAIL_REQUIRED,
  fieldMapTargetInvalid,
  LEAD_DESTINATION_KINDS,
  LEAD_DESTINATION_NAME_REQUIRED,
  type LeadDestination,
  type LeadDestinationKindName,
  SECRET_MASK,
} from "@sector/shared";
import { useEffect, useId, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { PlusIcon, TrashIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/modal";
import { NativeSelect } from "../../../components/ui/native-select";
import { PasswordInput } from "../../../components/ui/password-input";
import { TextArea } from "../../../components/ui/text-area";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateDestination } from "../api/create-destination";
import { useUpdateDestination } from "../api/update-destination";
import { KIND_LABELS, KIND_SETTINGS, ourFieldOptions } from "../destination-settings";

export interface DestinationFormModalProps {
  open: boolean;
  sponsorId: number;
  /** The destination being edited; null to add one. */
  destination: LeadDestination | null;
  /** The sponsor's campaigns' questions, whose answers a field map may name. */
  questions: readonly CampaignQuestion[];
  onClose: () => void;
  onSaved: (destination: LeadDestination) => void;
}

interface MapRow {
  ours: string;
  theirs: string;
}

interface DestinationFormValues {
  kind: LeadDestinationKindName;
  name: string;
  active: boolean;
  settings: Record<string, string>;
  field_map: MapRow[];
}

const DEFAULT_MAP: MapRow[] = [
  { ours: "email", theirs: "email" },
  { ours: "first_name", theirs: "firstname" },
  { ours: "last_name", theirs: "lastname" },
  { ours: "company", theirs: "company" },
];

const valuesOf = (d: LeadDestination | null): DestinationFormValues => ({
  kind: d?.kind ?? "hubspot",
  name: d?.name ?? "",
  active: d?.active ?? true,
  settings: Object.fromEntries(
    Object.entries(d?.settings ?? {}).map(([key, value]) => [key, String(value)]),
  ),
  field_map: d
    ? Object.entries(d.field_map).map(([ours, theirs]) => ({ ours, theirs }))
    : DEFAULT_MAP,
});

/**
 * The body the server takes: the kind's settings only, blank optional ones left out, a
 * secret kept ("••••") sent back as it is; https keeps no field map.
 */
export function destinationBody(values: DestinationFormValues): CreateLeadDestinationInput {
  const settings: Record<string, string> = {};
  for (const f of KIND_SETTINGS[values.kind]) {
    const raw = values.settings[f.key] ?? "";
    const value = f.secret || f.multiline ? raw : raw.trim();
    if (value.trim() === "" && f.optional) continue;
    settings[f.key] = value;
  }
  const field_map = Object.fromEntries(
    values.field_map.map((row) => [row.ours, row.theirs.trim()]),
  );
  return {
    kind: values.kind,
    name: values.name.trim(),
    active: values.active,
    settings,
    ...(values.kind === "https" ? {} : { field_map }),
  } as CreateLeadDestinationInput;
}

/** Add destination / Edit destination: the kind's settings, the field map and Active. */
export function DestinationFormModal({
  open,
  sponsorId,
  destination,
  questions,
  onClose,
  onSaved,
}: DestinationFormModalProps) {
  const formId = useId();
  const create = useCreateDestination();
  const update = useUpdateDestination();
  const [settingsProblem, setSettingsProblem] = useState<string | null>(null);
  const [mapProblem, setMapProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DestinationFormValues>({ defaultValues: valuesOf(null) });
  const rows = useFieldArray({ control, name: "field_map" });

  useEffect(() => {
    if (open) {
      reset(valuesOf(destination));
      setSettingsProblem(null);
      setMapProblem(null);
    }
  }, [open, destination, reset]);

  const kind = watch("kind");
  const mapped = watch("field_map").map((row) => row.ours);
  const options = ourFieldOptions(questions, mapped);

  const onValid = async (values: DestinationFormValues) => {
    setSettingsProblem(null);
    setMapProblem(null);
    let invalid = false;
    if (values.name.trim() === "") {
      setError("name", { message: LEAD_DESTINATION_NAME_REQUIRED });
      invalid = true;
    }
    if (values.kind !== "https") {
      values.field_map.forEach((row, i) => {
        if (row.ours === "") {
          setError(`field_map.${i}.ours`, { message: "Choose one of our fields." });
          invalid = true;
        }
        if (row.theirs.trim() === "") {
          setError(`field_map.${i}.theirs`, { message: fieldMapTargetInvalid(row.ours) });
          invalid = true;
        }
      });
      if (!values.field_map.some((row) => row.ours === "email")) {
        setMapProblem(FIELD_MAP_EMAIL_REQUIRED);
        invalid = true;
      }
    }
    if (invalid) {
      toast.error("Check the fields marked in the form.");
      return;
    }
    const input = destinationBody(values);
    try {
      const saved = destination
        ? await update.mutateAsync({ sponsorId, id: destination.id, input })
        : await create.mutateAsync({ sponsorId, input });
      toast.success(destination ? "Destination updated." : "Destination added.");
      onSaved(saved);
    } catch (error) {
      if (!showServerProblems(error, values.kind)) reportError(error);
    }
  };

  /** A 400's messages under their fields; true when one was shown there. */
  const showServerProblems = (error: unknown, k: LeadDestinationKindName): boolean => {
    if (!isApiError(error) || !error.fieldErrors) return false;
    let shown = false;
    for (const [key, message] of Object.entries(error.fieldErrors)) {
      if (key === "name") {
        setError("name", { message });
        shown = true;
      } else if (key === "field_map") {
        setMapProblem(message);
        shown = true;
      } else if (key.startsWith("settings.")) {
        setError(`settings.${key.slice("settings.".length)}`, { message });
        shown = true;
      } else if (key === "settings") {
        // The schema names the setting in its message ("Access token is required.").
        const setting = KIND_SETTINGS[k].find((f) =>
          message.startsWith(f.label.replace(" (optional)", "")),
        );
        if (setting) setError(`settings.${setting.key}`, { message });
        else setSettingsProblem(message);
        shown = true;
      }
    }
    return shown;
  };

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const kindOptions = LEAD_DESTINATION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));
  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      align="top"
      title={destination ? "Edit destination" : "Add destination"}
      description="Each lead of this sponsor made from now on is delivered here, mapped through the field map."
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={destination ? "Save destination" : "Add destination"}
          busy={isSubmitting}
          onCancel={close}
        />
      }
    >
      <form id={formId} onSubmit={handleSubmit(onValid)} noValidate className="space-y-5">
        <NativeSelect
          label="Kind"
          placeholder="Choose a kind"
          options={kindOptions}
          disabled={destination !== null}
          hint={destination ? "A destination's kind cannot change." : undefined}
          {...register("kind")}
        />
        <TextInput
          label="Name"
          autoComplete="off"
          data-autofocus
          error={errors.name?.message}
          {...register("name")}
        />
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {KIND_LABELS[kind]} settings
          </legend>
          {settingsProblem && (
            <p role="alert" className="text-sm text-red-600">
              {settingsProblem}
            </p>
          )}
          {KIND_SETTINGS[kind].map((f) => {
            const hint =
              f.secret && destination
                ? `${f.hint ?? ""} Leave “${SECRET_MASK}” to keep it.`
                : f.hint;
            const common = {
              label: f.label,
              hint: hint?.trim(),
              autoComplete: "off",
              error: errors.settings?.[f.key]?.message,
              ...register(`settings.${f.key}`),
            };
            if (f.multiline) return <TextArea key={`${kind}-${f.key}`} rows={4} {...common} />;
            if (f.secret) return <PasswordInput key={`${kind}-${f.key}`} {...common} />;
            return (
              <TextInput
                key={`${kind}-${f.key}`}
                type={f.type === "url" ? "url" : "text"}
                inputMode={f.type === "number" ? "numeric" : f.type === "url" ? "url" : undefined}
                placeholder={f.type === "url" ? "https://" : undefined}
                {...common}
              />
            );
          })}
        </fieldset>
        {kind !== "https" && (
          <fieldset aria-describedby={mapProblem ? `${formId}-map-problem` : undefined}>
            <legend className="mb-1 text-sm font-semibold text-slate-900">Field map</legend>
            <p className="mb-3 text-sm text-slate-600">
              Which field of theirs receives each of ours. Email is required: it is how they
              recognise a lead they already have.
            </p>
            {mapProblem && (
              <p id={`${formId}-map-problem`} role="alert" className="mb-3 text-sm text-red-600">
                {mapProblem}
              </p>
            )}
            <ul className="space-y-3">
              {rows.fields.map((row, i) => (
                <li key={row.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                  <NativeSelect
                    label={`Our field ${i + 1}`}
                    placeholder="Choose a field"
                    options={options}
                    error={errors.field_map?.[i]?.ours?.message}
                    {...register(`field_map.${i}.ours`)}
                  />
                  <TextInput
                    label={`Their field ${i + 1}`}
                    autoComplete="off"
                    error={errors.field_map?.[i]?.theirs?.message}
                    {...register(`field_map.${i}.theirs`)}
                  />
                  <Button
                    variant="ghost"
                    className="sm:mt-7"
                    onClick={() => rows.remove(i)}
                    aria-label={`Remove field ${i + 1}`}
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => rows.append({ ours: "", theirs: "" })}
            >
              <PlusIcon className="size-4" />
              Add field
            </Button>
          </fieldset>
        )}
        <Checkbox label="Active: deliver new leads here" {...register("active")} />
      </form>
    </Modal>
  );
}
