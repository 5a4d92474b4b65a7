import { zodResolver } from "@hookform/resolvers/zod";
import { enableTwoFactorSchema } from "@sector/shared";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { Button } from "../../../components/ui/button";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { useEnableTwoFactor } from "../api/enable-two-factor";
import { useSetUpTwoFactor } from "../api/set-up-two-factor";
import { QrCode } from "./qr-code";

type CodeValues = z.input<typeof enableTwoFactorSchema>;
type CodeData = z.output<typeof enableTwoFactorSchema>;

export interface EnrolmentProps {
  userId: number;
  /** Two-factor is on: the recovery codes to show, once. */
  onEnabled: (codes: string[]) => void;
}

/**
 * Setting up two-factor sign-in: a new secret as a QR code (and as text, for typing in), then a
 * current code of the app to prove it was added, which turns it on.
 */
export function Enrolment({ userId, onEnabled }: EnrolmentProps) {
  const setup = useSetUpTwoFactor();
  const enable = useEnableTwoFactor(userId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CodeValues, unknown, CodeData>({
    resolver: zodResolver(enableTwoFactorSchema),
    defaultValues: { code: "" },
  });

  const start = async () => {
    try {
      await setup.mutateAsync();
      reset({ code: "" });
    } catch (error) {
      reportError(error, "Two-factor sign-in could not be set up. Please try again.");
    }
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { recovery_codes } = await enable.mutateAsync(code);
      onEnabled(recovery_codes);
    } catch (error) {
      const message = isApiError(error)
        ? (error.fieldErrors?.code ?? error.serverMessage)
        : undefined;
      if (message) setError("code", { message }, { shouldFocus: true });
      else reportError(error, "Two-factor sign-in could not be turned on. Please try again.");
    }
  });

  if (!setup.data) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          Two-factor sign-in asks for a code from an authenticator app on your phone each time you
          sign in, so a stolen password alone does not open your account.
        </p>
        <Button onClick={start} loading={setup.isPending}>
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }

  const { secret, otpauth_url } = setup.data;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and scan this QR code.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <QrCode
          text={otpauth_url}
          alt="QR code to add Sector Portal to your authenticator app"
          className="size-48 rounded-md ring-1 ring-slate-200"
        />
        <div className="min-w-0 text-sm text-slate-700">
          <p>Cannot scan it? Type this key into the app instead:</p>
          <p
            data-testid="two-factor-secret"
            className="mt-1 font-mono text-sm break-all text-slate-900 select-all"
          >
            {secret}
          </p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4 sm:max-w-xs">
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code?.message}
          {...register("code")}
        />
        <Button type="submit" loading={enable.isPending}>
          Enable
        </Button>
      </form>
    </div>
  );
}
