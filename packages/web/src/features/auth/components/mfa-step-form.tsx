import { zodResolver } from "@hookform/resolvers/zod";
import { MFA_SIGN_IN_EXPIRED, mfaLoginSchema } from "@sector/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod/mini";
import { Button } from "../../../components/ui/button";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useFinishMfaSignIn } from "../api/finish-mfa-sign-in";
import type { MfaStep } from "../mfa-step";
import { BackToLogin } from "./back-to-login";

const codeSchema = z.pick(mfaLoginSchema, { code: true });
type CodeValues = z.input<typeof codeSchema>;
type CodeData = z.output<typeof codeSchema>;

/**
 * The second step of a sign-in with two-factor on: the app's current code, or one of the
 * recovery codes (the server takes either in the one field). A wrong code says so under the
 * field; a sign-in past its 5 minutes or 5 wrong codes is over, and says how to start again.
 */
export function MfaStepForm({ step }: { step: MfaStep }) {
  const navigate = useNavigate();
  const finish = useFinishMfaSignIn();
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<CodeValues, unknown, CodeData>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await finish.mutateAsync({ mfa_token: step.mfa_token, code, remember: step.remember });
    } catch (error) {
      if (
        isApiError(error) &&
        error.status === 401 &&
        error.serverMessage === MFA_SIGN_IN_EXPIRED
      ) {
        setExpired(true);
      } else if (isApiError(error) && error.serverMessage) {
        setError("code", { message: error.serverMessage }, { shouldFocus: true });
      } else {
        reportError(error, "An unexpected error occurred");
      }
      return;
    }
    toast.success("Successful Login!");
    navigate("/", { replace: true });
  });

  if (expired) {
    return (
      <div role="alert" className="space-y-4 text-sm text-slate-700">
        <p>{MFA_SIGN_IN_EXPIRED}</p>
        <p>
          <BackToLogin />
        </p>
      </div>
    );
  }

  const toggle = () => {
    setRecovery((on) => !on);
    clearErrors("code");
    // The field keeps its place; the reader goes on typing in it.
    setTimeout(() => setFocus("code"), 0);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextInput
        key={recovery ? "recovery" : "totp"}
        label={recovery ? "Recovery code" : "Two-factor code"}
        hint={
          recovery
            ? "One of the recovery codes you saved when you set up two-factor sign-in. Each works once."
            : "The 6-digit code your authenticator app shows for Sector Portal."
        }
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" size="lg" fullWidth loading={finish.isPending}>
        Verify
      </Button>
      <button
        type="button"
        onClick={toggle}
        className="w-full rounded-sm text-center text-sm font-semibold text-brand-600 hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {recovery ? "Use a code from your app" : "Use a recovery code"}
      </button>
    </form>
  );
}
