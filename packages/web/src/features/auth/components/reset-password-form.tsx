import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "@sector/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { PasswordInput } from "../../../components/ui/password-input";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useResetPassword } from "../api/reset-password";

type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;
type ResetPasswordData = z.output<typeof resetPasswordFormSchema>;

export interface ResetPasswordFormProps {
  /** The code from the emailed link. */
  slug: string;
}

export function ResetPasswordForm({ slug }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues, unknown, ResetPasswordData>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ slug, newPassword: password });
      toast.success("Password has been successfully changed!");
      navigate("/login", { replace: true });
    } catch (error) {
      reportError(error, "Something went wrong. Please try again.");
      // A password the server refuses (a common one) is also shown under the field.
      const refused = isApiError(error) ? error.fieldErrors?.newPassword : undefined;
      if (refused) setError("password", { message: refused }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        visible={showPasswords}
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        visible={showPasswords}
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Checkbox
        label="Show password"
        checked={showPasswords}
        onChange={(event) => setShowPasswords(event.target.checked)}
      />
      <Button type="submit" size="lg" fullWidth loading={resetPassword.isPending}>
        Reset Password
      </Button>
    </form>
  );
}
