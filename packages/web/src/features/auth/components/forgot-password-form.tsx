import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema } from "@sector/shared";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { TextInput } from "../../../components/ui/text-input";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useRequestPasswordReset } from "../api/request-password-reset";

type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const forgotPassword = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotPasswordValues, unknown, ForgotPasswordData>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword.mutateAsync({ email });
      toast.success("Password reset link has been sent successfully to your email!");
      reset();
    } catch (error) {
      // SPEC section 8: only logged, unless the response carries a message (e.g. 429).
      reportError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" size="lg" fullWidth loading={forgotPassword.isPending}>
        Send Password Reset Link
      </Button>
    </form>
  );
}
