import { zodResolver } from "@hookform/resolvers/zod";
import type { EraseMemberInput, eraseMemberSchema } from "@sector/shared";
import { type ReactNode, useEffect, useId } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { z } from "zod";
import type { ButtonProps } from "../../../components/ui/button";
import { describedBy, Field, inputClassName } from "../../../components/ui/field";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { toast } from "../../../lib/toast";

type ReasonData = z.output<typeof eraseMemberSchema>;

export interface ReasonModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The shared schema of the call's reason (export and erase word it alike). */
  schema: typeof eraseMemberSchema;
  submitLabel: string;
  submitVariant?: ButtonProps["variant"];
  /** While the call runs: the submit button spins and the dialog stays open. */
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string;
  /** Called with the checked (trimmed) reason. */
  onSubmit: (reason: string) => void;
  /** Shown after the form, e.g. a confirmation nested in this dialog. */
  children?: ReactNode;
}

/**
 * A staff action on a member's personal data asks why first (required, at most 500
 * characters): the reason goes to the audit log with the action.
 */
export function ReasonModal({
  open,
  onClose,
  title,
  description,
  schema,
  submitLabel,
  submitVariant = "primary",
  busy,
  error,
  onSubmit,
  children,
}: ReasonModalProps) {
  const formId = useId();
  const inputId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EraseMemberInput, unknown, ReasonData>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "" },
  });

  // Each opening asks afresh: the last member's reason is not offered for the next one.
  useEffect(() => {
    if (open) reset({ reason: "" });
  }, [open, reset]);

  const onValid = ({ reason }: ReasonData) => onSubmit(reason);
  const onInvalid = (invalid: FieldErrors<EraseMemberInput>) => {
    const message = invalid.reason?.message;
    if (message) toast.error(message, { id: message });
  };

  const close = () => {
    if (!busy) onClose();
  };
  const reasonError = errors.reason?.message;
  const hint = "Kept in the audit log with this action. At most 500 characters.";

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel={submitLabel}
          busy={busy}
          onCancel={close}
          submitVariant={submitVariant}
        />
      }
    >
      <form id={formId} onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
        <Field inputId={inputId} label="Reason" hint={hint} error={reasonError}>
          <textarea
            id={inputId}
            rows={3}
            data-autofocus
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedBy(inputId, hint, reasonError)}
            className={inputClassName(Boolean(reasonError), "resize-y")}
            {...register("reason")}
          />
        </Field>
      </form>
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
        >
          {error}
        </p>
      )}
      {children}
    </Modal>
  );
}
