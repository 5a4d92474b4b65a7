import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordFormInput, changePasswordFormSchema } from "@sector/shared";
import { useId, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { PasswordInput } from "../../../components/ui/password-input";
import { isApiError } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";

type ChangePasswordData = z.output<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordFormInput = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};
const FAILED = "Your password could not be changed. Please try again.";
const FIELDS = ["currentPassword", "newPassword"] as const;

/**
 * My Profile's "Password" section: the current password, a new one under the Reset password
 * rules, and the new one again. On success this session goes on with the fresh token the server
 * answers with; every other browser and device is signed out.
 */
export function ChangePasswordForm() {
  const headingId = useId();
  const change = useChangePassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordData>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordData) => {
    try {
      const { token } = await change.mutateAsync({ currentPassword, newPassword });
      authStore.replaceToken(token);
    } catch (error) {
      reportError(error, FAILED);
      // The server's word on a field (a wrong current password, a common new one) stays under it.
      const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
      for (const field of FIELDS) {
        const message = fieldErrors?.[field];
        if (message) setError(field, { message }, { shouldFocus: true });
      }
      return;
    }
    reset(EMPTY);
    setShowPasswords(false);
    toast.success("Password has been successfully changed!");
  };

  const onInvalid = (invalid: FieldErrors<ChangePasswordFormInput>) => {
    const first = invalid.currentPassword ?? invalid.newPassword ?? invalid.confirmPassword;
    if (first?.message) toast.error(first.message, { id: first.message });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose a new password of at least 8 characters that is not a common one. Every other browser
        and device signed in to your account will be signed out, and we will email you that your
        password was changed.
      </p>
      <form
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        aria-labelledby={headingId}
        className="mt-5 max-w-md space-y-4"
      >
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          visible={showPasswords}
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          visible={showPasswords}
          error={errors.newPassword?.message}
          {...register("newPassword")}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          visible={showPasswords}
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Checkbox
          label="Show passwords"
          checked={showPasswords}
          onChange={(event) => setShowPasswords(event.target.checked)}
        />
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
      </form>
    </section>
  );
}
