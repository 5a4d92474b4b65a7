import { zodResolver } from "@hookform/resolvers/zod";
import {
  createMailingSchema,
  MAILING_BODY_MAX,
  MAILING_PREHEADER_MAX,
  MAILING_RESOURCES_MAX,
  MAILING_RESOURCES_MESSAGE,
  type Mailing,
  type MailingPurpose,
  NEWSLETTER_SUBJECT_MAX,
  type SegmentRules,
} from "@sector/shared";
import { type ReactNode, useEffect } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { SearchableMultiSelect } from "../../../components/ui/searchable-multi-select";
import { idNameOptions, Select } from "../../../components/ui/select";
import { TextArea } from "../../../components/ui/text-area";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { PURPOSE_OPTIONS } from "../../../lib/mailing-purposes";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateMailing } from "../api/create-mailing";
import { useUpdateMailing } from "../api/update-mailing";
import { AbPanel } from "./ab-panel";
import {
  AB_DEFAULTS,
  type ComposerValues,
  composerValuesOf,
  toCreateInput,
  toUpdateInput,
} from "./composer-values";

/** What the audience's field (the screen's segment picker and builder) gets and gives. */
export interface AudienceSlot {
  companyId: number;
  purpose: MailingPurpose;
  segmentId: number | null;
  rules: SegmentRules | null;
  /** Exactly one of them is set: a saved segment, or rules (the other null). */
  onChange: (audience: { segmentId: number | null; rules: SegmentRules | null }) => void;
  error?: string;
}

export interface MailingComposerProps {
  /** The brand a new mailing starts with. */
  companyId: number;
  /** The draft to edit; absent: a new mailing. */
  mailing?: Mailing;
  /** The brands a new mailing may be of. */
  brands: readonly { id: number; name: string }[] | undefined;
  /** The sponsors a partners mailing may be sent for; undefined while loading. */
  sponsors: readonly { id: number; name: string }[] | undefined;
  /** Shown in the sponsor list when it is empty (e.g. "No sponsors yet."). */
  sponsorsEmptyText: string;
  /** Resources to attach (any brand's: the brand's own are offered). */
  resources: readonly { id: number; title: string; company_id: number }[] | undefined;
  /** The audience's field, drawn by the screen (segments are their own feature). */
  audience: (slot: AudienceSlot) => ReactNode;
  onSaved?: (mailing: Mailing) => void;
  /** Told whether the form holds changes not saved (what is sent is the saved draft). */
  onDirtyChange?: (dirty: boolean) => void;
}

// The schema reads these values as they are; only its static types differ.
const resolver = zodResolver(createMailingSchema) as unknown as Resolver<ComposerValues>;

/** The fields in the form's order, for the first error's toast and the server's messages. */
const FIELDS = [
  "company_id",
  "purpose",
  "sponsor_id",
  "segment_id",
  "rules",
  "subject",
  "preheader",
  "body_markdown",
  "resource_ids",
  "ab_test",
] as const;

/** A mailing's draft: brand, purpose and sponsor, audience, subject, body, resources, A/B. */
export function MailingComposer({
  companyId,
  mailing,
  brands,
  sponsors,
  sponsorsEmptyText,
  resources,
  audience,
  onSaved,
  onDirtyChange,
}: MailingComposerProps) {
  const create = useCreateMailing();
  const update = useUpdateMailing();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ComposerValues>({ resolver, defaultValues: composerValuesOf(companyId, mailing) });

  // Another draft opened, or this one saved: the form shows what the server holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: composerValuesOf reads exactly these.
  useEffect(() => {
    reset(composerValuesOf(companyId, mailing));
  }, [mailing?.id, mailing?.updated_at, reset]);

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const brand = watch("company_id");
  const purpose = watch("purpose");
  const abTest = watch("ab_test");

  const onValid = async (values: ComposerValues) => {
    try {
      const saved = mailing
        ? await update.mutateAsync({ id: mailing.id, ...toUpdateInput(values) })
        : await create.mutateAsync(toCreateInput(values));
      toast.success(mailing ? "Draft saved." : "Draft created.");
      onSaved?.(saved);
    } catch (error) {
      reportError(error);
      showServerFieldErrors(error, FIELDS, setError);
    }
  };
  const onInvalid = (invalid: FieldErrors<ComposerValues>) => {
    const abMessage =
      invalid.ab_test?.subject_b?.message ??
      invalid.ab_test?.sample_percent?.message ??
      invalid.ab_test?.wait_minutes?.message;
    toastFirstInvalid(invalid, FIELDS);
    if (abMessage && !FIELDS.some((f) => f !== "ab_test" && invalid[f])) {
      toast.error(abMessage, { id: abMessage });
    }
  };

  const choosePurpose = (next: MailingPurpose) => {
    setValue("purpose", next, { shouldDirty: true });
    if (next === "resources") setValue("sponsor_id", null, { shouldDirty: true });
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-8">
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="company_id"
          render={({ field }) => (
            <Select
              label="Brand"
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                // Topics, segments and resources are the brand's own.
                setValue("segment_id", null);
                setValue("rules", {});
                setValue("resource_ids", []);
              }}
              options={idNameOptions(brands)}
              disabled={Boolean(mailing)}
              error={errors.company_id?.message}
              ref={field.ref}
            />
          )}
        />
        <Select
          label="Purpose"
          value={purpose}
          onChange={choosePurpose}
          options={PURPOSE_OPTIONS}
          error={errors.purpose?.message}
        />
        {purpose === "partners" && (
          <Controller
            control={control}
            name="sponsor_id"
            render={({ field }) => (
              <Select
                label="Sponsor"
                value={field.value}
                onChange={field.onChange}
                options={idNameOptions(sponsors)}
                placeholder="Choose the sponsor it is sent for"
                emptyText={sponsorsEmptyText}
                error={errors.sponsor_id?.message}
                ref={field.ref}
                className="sm:col-span-2 sm:max-w-sm"
              />
            )}
          />
        )}
      </div>
      <Controller
        control={control}
        name="rules"
        render={({ field }) => (
          <>
            {audience({
              companyId: brand,
              purpose,
              segmentId: watch("segment_id"),
              rules: field.value,
              onChange: ({ segmentId, rules }) => {
                setValue("segment_id", segmentId, { shouldDirty: true });
                field.onChange(rules);
              },
              error: errors.segment_id?.message ?? errors.rules?.message,
            })}
          </>
        )}
      />
      <div className="space-y-4">
        <TextInput
          label="Subject"
          maxLength={NEWSLETTER_SUBJECT_MAX}
          error={errors.subject?.message}
          {...register("subject")}
        />
        <TextInput
          label="Preheader"
          maxLength={MAILING_PREHEADER_MAX}
          hint="The line mail programs show after the subject (optional)."
          error={errors.preheader?.message}
          {...register("preheader")}
        />
        <TextArea
          label="Body (Markdown)"
          rows={12}
          maxLength={MAILING_BODY_MAX}
          hint="Headings, emphasis, lists and http(s) links; no HTML. Save the draft to see it in the preview."
          error={errors.body_markdown?.message}
          className="font-mono"
          {...register("body_markdown")}
        />
        <Controller
          control={control}
          name="resource_ids"
          render={({ field }) => (
            <SearchableMultiSelect
              label={`Resources (up to ${MAILING_RESOURCES_MAX})`}
              value={field.value}
              onChange={(ids) => {
                if (ids.length > MAILING_RESOURCES_MAX) {
                  toast.error(MAILING_RESOURCES_MESSAGE, { id: MAILING_RESOURCES_MESSAGE });
                  return;
                }
                field.onChange(ids);
              }}
              options={(resources ?? [])
                .filter((r) => r.company_id === brand || field.value.includes(r.id))
                .map((r) => ({ value: r.id, label: r.title }))}
              placeholder="Find a resource"
              error={errors.resource_ids?.message}
              ref={field.ref}
            />
          )}
        />
      </div>
      <AbPanel
        enabled={abTest !== null}
        onToggle={(on) =>
          setValue("ab_test", on ? { ...AB_DEFAULTS } : null, { shouldDirty: true })
        }
        register={register}
        errors={errors.ab_test}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" loading={isSubmitting} disabled={Boolean(mailing) && !isDirty}>
          {mailing ? "Save draft" : "Create draft"}
        </Button>
      </div>
    </form>
  );
}
