import { zodResolver } from "@hookform/resolvers/zod";
import {
  createSegmentSchema,
  type MailingPurpose,
  SEGMENT_NAME_MAX,
  type Segment,
  type SegmentRules,
} from "@sector/shared";
import { useEffect, useId, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { Select } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { PURPOSE_OPTIONS } from "../../../lib/mailing-purposes";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateSegment } from "../api/create-segment";
import { useUpdateSegment } from "../api/update-segment";
import { SegmentBuilder } from "./segment-builder";

export interface SegmentFormModalProps {
  open: boolean;
  companyId: number;
  /** The segment being edited; null to save a new one. */
  segment: Segment | null;
  /** A new segment's rules to begin with (the composer's "Save as segment"). */
  initialRules?: SegmentRules;
  /** Whose consent the live count requires to begin with. */
  initialPurpose?: MailingPurpose;
  onClose: () => void;
  onSaved?: (segment: Segment) => void;
}

interface FormValues {
  name: string;
  company_id: number;
  rules: SegmentRules;
}

const resolver = zodResolver(createSegmentSchema) as unknown as Resolver<FormValues>;
const FIELDS = ["name", "rules"] as const;

/** New segment / Edit segment: a name and the rules, with their live count. */
export function SegmentFormModal({
  open,
  companyId,
  segment,
  initialRules,
  initialPurpose = "resources",
  onClose,
  onSaved,
}: SegmentFormModalProps) {
  const formId = useId();
  const create = useCreateSegment();
  const update = useUpdateSegment();
  const [purpose, setPurpose] = useState<MailingPurpose>(initialPurpose);
  const valuesOf = (): FormValues => ({
    name: segment?.name ?? "",
    company_id: segment?.company_id ?? companyId,
    rules: segment?.rules ?? initialRules ?? {},
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: valuesOf() });

  // Opened again (another segment, or new): the form starts from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesOf() reads exactly these.
  useEffect(() => {
    if (open) {
      reset(valuesOf());
      setPurpose(initialPurpose);
    }
  }, [open, segment?.id, companyId, reset]);

  const onValid = async ({ name, rules }: FormValues) => {
    try {
      const saved = segment
        ? await update.mutateAsync({ id: segment.id, name, rules })
        : await create.mutateAsync({ name, company_id: companyId, rules });
      toast.success(segment ? "Segment saved." : "Segment created.");
      onSaved?.(saved);
      onClose();
    } catch (error) {
      reportError(error);
      showServerFieldErrors(error, FIELDS, setError);
    }
  };
  const onInvalid = (invalid: FieldErrors<FormValues>) => toastFirstInvalid(invalid, FIELDS);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={segment ? "Edit segment" : "New segment"}
      description="Saved rules, to mail the members they reach."
      size="lg"
      align="top"
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={segment ? "Save segment" : "Create segment"}
          busy={isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          // Opened from the mailing composer, this form's submit must not reach the composer's
          // form, around which React bubbles events even through the dialog's portal.
          event.stopPropagation();
          void handleSubmit(onValid, onInvalid)(event);
        }}
        noValidate
        className="space-y-5"
      >
        <TextInput
          label="Name"
          maxLength={SEGMENT_NAME_MAX}
          error={errors.name?.message}
          data-autofocus
          {...register("name")}
        />
        <Select
          label="Count members consenting to"
          value={purpose}
          onChange={setPurpose}
          options={PURPOSE_OPTIONS}
          className="max-w-sm"
        />
        <Controller
          control={control}
          name="rules"
          render={({ field }) => (
            <SegmentBuilder
              companyId={companyId}
              purpose={purpose}
              rules={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {errors.rules?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.rules.message}
          </p>
        )}
      </form>
    </Modal>
  );
}
