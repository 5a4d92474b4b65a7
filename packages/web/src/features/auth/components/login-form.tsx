import { zodResolver } from "@hookform/resolvers/zod";
import { isMfaRequired, loginSchema } from "@sector/shared";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { PasswordInput } from "../../../components/ui/password-input";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateSession } from "../api/create-session";

type LoginFormValues = z.input<typeof loginSchema>;
type LoginFormData = z.output<typeof loginSchema>;

export function LoginForm() {
  const navigate = useNavigate();
  const login = useCreateSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginFormData>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", remember: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    try {
      const answer = await login.mutateAsync({ email, password, remember: remember ?? false });
      if (isMfaRequired(answer)) {
        // Two-factor on: the code comes next; the token lives in the router's state only.
        navigate("/login/mfa", {
          state: { mfa_token: answer.mfa_token, remember: remember ?? false },
        });
        return;
      }
      toast.success("Successful Login!");
      navigate("/", { replace: true });
    } catch (error) {
      reportError(error, isApiError(error) ? "Login failed" : "An unexpected error occurred");
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
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox label="Remember me" {...register("remember")} />
        <Link
          to="/forgot-password"
          className="rounded-sm text-sm font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={login.isPending}>
        Login
      </Button>
    </form>
  );
}
