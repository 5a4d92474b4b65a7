import { zodResolver } from "@hookform/resolvers/zod";
import { LOGIN_LINK_SENT, loginLinkSchema } from "@sector/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { TextInput } from "../../../components/ui/text-input";
import { reportError } from "../../../lib/report-error";
import { useRequestLoginLink } from "../api/request-login-link";

type LoginLinkValues = z.input<typeof loginLinkSchema>;
type LoginLinkData = z.output<typeof loginLinkSchema>;

/**
 * Asks for an emailed sign-in link. The server answers the same whether or not the address is a
 * member's, so the confirmation says no more than that; a 429 shows how long to wait.
 */
export function LoginLinkForm() {
  const request = useRequestLoginLink();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginLinkValues, unknown, LoginLinkData>({
    resolver: zodResolver(loginLinkSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const answer = await request.mutateAsync({ email });
      setSent(answer.message || LOGIN_LINK_SENT);
    } catch (error) {
      reportError(error, "We could not send a link just now. Please try again in a moment.");
    }
  });

  if (sent) {
    return (
      <div className="space-y-5 text-sm text-slate-700">
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
          {sent}
        </p>
        <p>Check your inbox, and your spam folder.</p>
        <Button variant="secondary" fullWidth onClick={() => setSent(null)}>
          Send another link
        </Button>
      </div>
    );
  }

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
      <Button type="submit" size="lg" fullWidth loading={request.isPending}>
        Email me a sign-in link
      </Button>
    </form>
  );
}
