import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { isApiError } from "../../../lib/api-client";
import { useRequestPasswordReset } from "../api/request-password-reset";

export interface WelcomeSentNoticeProps {
  /** The address the registration sent its set-password link to. */
  email: string;
}

type Outcome = { kind: "sent" } | { kind: "failed"; message: string } | null;

const FALLBACK = "We could not send it just now. Please try again in a moment.";

/**
 * Above the login form right after Join: where the set-password link went (a new member has no
 * password to log in with yet), and a way to have it sent again through forgot-password. The
 * server's answer is the same whether or not the address has an account; a 429 says how long
 * to wait.
 */
export function WelcomeSentNotice({ email }: WelcomeSentNoticeProps) {
  const resend = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const sendAgain = async () => {
    setOutcome(null);
    try {
      await resend.mutateAsync({ email });
      setOutcome({ kind: "sent" });
    } catch (error) {
      console.error(error);
      const message = isApiError(error) && error.status === 429 ? error.serverMessage : undefined;
      setOutcome({ kind: "failed", message: message ?? FALLBACK });
    }
  };

  return (
    <section
      aria-label="Set your password"
      className="mb-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-brand-200"
    >
      <p>
        We sent a link to <strong className="break-all font-semibold">{email}</strong> to set your
        password
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="secondary" size="sm" loading={resend.isPending} onClick={sendAgain}>
          Send it again
        </Button>
        <p role="status" className={outcome?.kind === "failed" ? "text-red-700" : "text-slate-700"}>
          {outcome?.kind === "sent" && "Sent again. Check your inbox, and your spam folder."}
          {outcome?.kind === "failed" && outcome.message}
        </p>
      </div>
    </section>
  );
}
