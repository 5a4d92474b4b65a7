import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Company,
  type CreatedWebhook,
  type CreateWebhookData,
  createWebhookSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LEAD_EVENTS,
} from "@sector/shared";
import { useEffect, useId, useRef } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { Select, type SelectOption } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateWebhook } from "../api/create-webhook";

export interface WebhookFormModalProps {
  open: boolean;
  companies: readonly Company[] | undefined;
  /** The sponsors an endpoint may be limited to (their leads only). */
  sponsors: readonly { id: number; name: string }[] | undefined;
  onClose: () => void;
  /** The new endpoint, with its secret: the caller shows it, this once. */
  onCreated: (webhook: CreatedWebhook) => void;
}

interface FormValues {
  url: string;
  events: string[];
  /** "" for every brand. */
  company_id: number | "";
  /** "" when not limited to one sponsor's leads. */
  sponsor_id: number | "";
}

/** The schema validates these values as they are ("" brand: every brand); only its static types differ. */
const resolver = zodResolver(createWebhookSchema) as unknown as Resolver<
  FormValues,
  unknown,
  CreateWebhookData
>;

/** The events of a sponsor's leads: all an endpoint limited to a sponsor may hear of. */
const LEAD_EVENTS: string[] = [...WEBHOOK_LEAD_EVENTS];

/**
 * Every member event to begin with; a lead (a member's details, shared with a sponsor) goes to
 * an endpoint only when chosen.
 */
const MEMBER_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => !LEAD_EVENTS.includes(type));

const EMPTY: FormValues = { url: "", events: MEMBER_EVENTS, company_id: "", sponsor_id: "" };
const FIELDS = ["url", "events", "company_id", "sponsor_id"] as const;

/** Add endpoint: its URL, the events it hears of, and optionally one brand or one sponsor. */
export function WebhookFormModal({
  open,
  companies,
  sponsors,
  onClose,
  onCreated,
}: WebhookFormModalProps) {
  const formId = useId();
  const eventsHintId = useId();
  const eventsErrorId = useId();
  const create = useCreateWebhook();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CreateWebhookData>({
    resolver,
    defaultValues: EMPTY,
  });
  // The events chosen before a sponsor locked them, given back if the sponsor is cleared.
  const eventsBeforeSponsor = useRef<string[]>(MEMBER_EVENTS);
  const limitedToSponsor = watch("sponsor_id") !== "";

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const chooseSponsor = (next: number | "") => {
    const was = getValues("sponsor_id");
    if (next === was) return;
    if (was === "") eventsBeforeSponsor.current = getValues("events");
    setValue("sponsor_id", next);
    // A sponsor's endpoint hears of that sponsor's leads and nothing else.
    setValue("events", next === "" ? eventsBeforeSponsor.current : LEAD_EVENTS, {
      shouldValidate: Boolean(errors.events),
    });
  };

  const onValid = async (input: CreateWebhookData) => {
    try {
      const webhook = await create.mutateAsync(input);
      toast.success("Webhook endpoint added.");
      onCreated(webhook);
    } catch (error) {
      reportError(error);
      showServerFieldErrors(error, FIELDS, setError);
    }
  };

  const onInvalid = (invalid: FieldErrors<FormValues>) => toastFirstInvalid(invalid, FIELDS);

  const brandOptions: SelectOption<number | "">[] = [
    { value: "", label: "Every brand" },
    ...(companies ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const sponsorOptions: SelectOption<number | "">[] = [
    { value: "", label: "Not limited to a sponsor" },
    ...(sponsors ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Add endpoint"
      description="Sector Portal POSTs each event as signed JSON (Standard Webhooks) to this URL."
      size="lg"
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel="Add endpoint"
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
          label="Endpoint URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="https:// (plain http:// only to this machine, for development)"
          data-autofocus
          error={errors.url?.message}
          {...register("url")}
        />
        <fieldset aria-describedby={errors.events ? eventsErrorId : eventsHintId}>
          <legend className="text-sm/6 font-medium text-slate-800">Events</legend>
          <p id={eventsHintId} className="text-sm text-slate-500">
            {limitedToSponsor
              ? `Limited to a sponsor, the endpoint hears of that sponsor's leads only: ${LEAD_EVENTS.join(" and ")}, and no other event.`
              : "What this endpoint hears of."}
          </p>
          <Controller
            control={control}
            name="events"
            render={({ field }) => (
              <div className="mt-2 space-y-1.5">
                {WEBHOOK_EVENT_TYPES.map((type, index) => (
                  <Checkbox
                    key={type}
                    ref={index === 0 ? field.ref : undefined}
                    name={field.name}
                    value={type}
                    checked={field.value.includes(type)}
                    // Member events are locked while a sponsor is chosen: its lead events alone.
                    disabled={limitedToSponsor && !LEAD_EVENTS.includes(type)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, type]
                          : field.value.filter((chosen) => chosen !== type),
                      )
                    }
                    label={
                      <>
                        <code className="font-mono text-xs text-slate-900">{type}</code>
                        <span className="text-slate-600"> · {WEBHOOK_EVENT_LABELS[type]}</span>
                      </>
                    }
                  />
                ))}
              </div>
            )}
          />
          {errors.events?.message && (
            <p id={eventsErrorId} className="mt-1.5 text-sm text-red-700">
              {errors.events.message}
            </p>
          )}
        </fieldset>
        <Controller
          control={control}
          name="company_id"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Brand"
              value={field.value}
              onChange={field.onChange}
              options={brandOptions}
              error={errors.company_id?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="sponsor_id"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Only leads of sponsor"
              value={field.value}
              onChange={chooseSponsor}
              options={sponsorOptions}
              error={errors.sponsor_id?.message}
            />
          )}
        />
      </form>
    </Modal>
  );
}
