import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateSuppressionInput,
  createSuppressionSchema,
  SUPPRESSION_DETAIL_MAX,
  type Suppression,
} from "@sector/shared";
import { useEffect, useId } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { TextArea } from "../../../components/ui/text-area";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateSuppression } from "../api/create-suppression";

export interface AddSuppressionModalProps {
  open: boolean;
  onClose: () => void;
  onAdded: (suppression: Suppression) => void;
}

const EMPTY: CreateSuppressionInput = { email: "", reason: "manual", detail: "" };
const FIELDS = ["email", "detail"] as const;

/** Add address: staff stop marketing mail to an address by hand, with an optional note. */
export function AddSuppressionModal({ open, onClose, onAdded }: AddSuppressionModalProps) {
  const formId = useId();
  const create = useCreateSuppression();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateSuppressionInput>({
    resolver: zodResolver(createSuppressionSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onValid = async (input: CreateSuppressionInput) => {
    try {
      const suppression = await create.mutateAsync({ ...input, detail: input.detail || null });
      toast.success(`${suppression.email} gets no more marketing mail.`);
      onAdded(suppression);
    } catch (error) {
      const shown = showServerFieldErrors(error, FIELDS, setError);
      // The message is already under its field; anything else is a toast.
      if (shown.length === 0) reportError(error);
    }
  };

  const onInvalid = (invalid: FieldErrors<CreateSuppressionInput>) =>
    toastFirstInvalid(invalid, FIELDS);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Add address"
      description="The address gets no more newsletters or other marketing mail, until it is removed here."
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel="Add address"
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
          label="Email address"
          type="email"
          autoComplete="off"
          data-autofocus
          error={errors.email?.message}
          {...register("email")}
        />
        <TextArea
          label="Detail (optional)"
          hint="Why, for whoever looks later, e.g. the member asked by phone."
          maxLength={SUPPRESSION_DETAIL_MAX}
          error={errors.detail?.message}
          {...register("detail")}
        />
      </form>
    </Modal>
  );
}
