import { zodResolver } from "@hookform/resolvers/zod";
import { DELETE_ACCOUNT_CONFIRMATION, deleteAccountSchema } from "@sector/shared";
import { useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod/mini";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { PasswordInput } from "../../../components/ui/password-input";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/delete-account";

/** The server's body, plus the word typed to confirm, which only this form checks. */
const deleteAccountFormSchema = z.extend(deleteAccountSchema, {
  confirmation: z.string().check(
    z.refine((value) => value === DELETE_ACCOUNT_CONFIRMATION, {
      error: `Please type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`,
    }),
  ),
});
type DeleteAccountFormValues = z.input<typeof deleteAccountFormSchema>;
type DeleteAccountFormData = z.output<typeof deleteAccountFormSchema>;

const FAILED = "Your account could not be deleted. Please try again.";

const EMPTY: DeleteAccountFormValues = { password: "", confirmation: "" };

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Delete my account": says what is erased and what is kept, then asks for the password and
 * for DELETE typed out. Once the server has erased the account every token of it is dead, so
 * the session is forgotten here without the server logout (which would only answer 401).
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const formId = useId();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountFormValues, unknown, DeleteAccountFormData>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: EMPTY,
  });
  const confirmation = useWatch({ control, name: "confirmation" });
  const confirmed = confirmation === DELETE_ACCOUNT_CONFIRMATION;

  // Each opening starts blank: no password is left behind in a closed dialog.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ password });
    } catch (error) {
      reportError(error, FAILED);
      const api = isApiError(error) ? error : undefined;
      const aboutPassword =
        api?.fieldErrors?.password ?? (api?.status === 400 ? api.serverMessage : undefined);
      if (aboutPassword) setError("password", { message: aboutPassword }, { shouldFocus: true });
      // Any other refusal (the last admin cannot leave) is about the account, not a field.
      else setError("root.server", { message: api?.serverMessage ?? FAILED });
      return;
    }
    authStore.logout();
    navigate("/login", { replace: true });
    toast.success("Your account has been deleted.");
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Delete your account?"
      description="This cannot be undone."
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel="Delete my account"
          busy={isSubmitting}
          onCancel={close}
          submitVariant="danger"
          submitDisabled={!confirmed}
        />
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          Your name, email, mobile number, company, job title, password and topics are erased, and
          you are signed out on every device.
        </p>
        <p>
          The records of the consents you gave or withdrew are kept as proof of what you agreed to,
          without your name, email or any other personal data.
        </p>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          data-autofocus
          error={errors.password?.message}
          {...register("password")}
        />
        <TextInput
          label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...register("confirmation")}
        />
      </form>
      {errors.root?.server && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200 ring-inset"
        >
          {errors.root.server.message}
        </p>
      )}
    </Modal>
  );
}
