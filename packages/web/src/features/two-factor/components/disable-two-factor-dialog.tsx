import { zodResolver } from "@hookform/resolvers/zod";
import { disableTwoFactorSchema } from "@sector/shared";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { PasswordInput } from "../../../components/ui/password-input";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useDisableTwoFactor } from "../api/disable-two-factor";

type DisableValues = z.input<typeof disableTwoFactorSchema>;
type DisableData = z.output<typeof disableTwoFactorSchema>;

const EMPTY: DisableValues = { password: "", code: "" };

export interface DisableTwoFactorDialogProps {
  userId: number;
  open: boolean;
  onClose: () => void;
}

/** Turning two-factor off: the password and a current code (or a recovery code). */
export function DisableTwoFactorDialog({ userId, open, onClose }: DisableTwoFactorDialogProps) {
  const formId = useId();
  const disable = useDisableTwoFactor(userId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DisableValues, unknown, DisableData>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: EMPTY,
  });

  // Each opening starts blank: no password is left behind in a closed dialog.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await disable.mutateAsync(input);
    } catch (error) {
      const shown = showServerFieldErrors(error, ["password", "code"], setError);
      if (shown.length === 0) reportError(error, "Two-factor sign-in could not be turned off.");
      return;
    }
    toast.success("Two-factor sign-in is off.");
    onClose();
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Turn off two-factor sign-in?"
      description="Signing in will ask for your password only."
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel="Turn off"
          busy={isSubmitting}
          onCancel={close}
          submitVariant="danger"
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          data-autofocus
          error={errors.password?.message}
          {...register("password")}
        />
        <TextInput
          label="Two-factor code or recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code?.message}
          {...register("code")}
        />
      </form>
    </Modal>
  );
}
