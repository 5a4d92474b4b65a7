import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Company,
  type CreatedWebhook,
  type CreateWebhookData,
  createWebhookSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
} from "@sector/shared";
import { useEffect, useId } from "react";
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
  onClose: () => void;
  /** The new endpoint, with its secret: the caller shows it, this once. */
  onCreated: (webhook: CreatedWebhook) => void;
}

interface FormValues {
  url: string;
  events: string[];
  /** "" for every brand. */
  company_id: number | "";
}

/** The schema validates these values as they are ("" brand: every brand); only its static types differ. */
const resolver = zodResolver(createWebhookSchema) as unknown as Resolver<
  FormValues,
  unknown,
  CreateWebhookData
>;

const EMPTY: FormValues = { url: "", events: [...WEBHOOK_EVENT_TYPES], company_id: "" };
const FIELDS = ["url", "events", "company_id"] as const;

/** Add endpoint: its URL, the events it hears of, and optionally one brand. */
export function WebhookFormModal({ open, companies, onClose, onCreated }: WebhookFormModalProps) {
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
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CreateWebhookData>({
    resolver,
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

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
            What this endpoint hears of.
          </p>
          <div className="mt-2 space-y-1.5">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={
                  <>
                    <code className="font-mono text-xs text-slate-900">{type}</code>
                    <span className="text-slate-600"> · {WEBHOOK_EVENT_LABELS[type]}</span>
                  </>
                }
                {...register("events")}
              />
            ))}
          </div>
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
      </form>
    </Modal>
  );
}
