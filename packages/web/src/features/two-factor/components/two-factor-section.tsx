import { type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useTwoFactorStatus } from "../api/get-two-factor-status";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { Enrolment } from "./enrolment";
import { RecoveryCodes } from "./recovery-codes";

/** My Profile's "Two-factor sign-in": set it up, see it on, turn it off. */
export function TwoFactorSection({ userId }: { userId: number }) {
  const headingId = useId();
  const status = useTwoFactorStatus(userId);
  // The recovery codes of an enrolment just done: shown until the reader says they are saved.
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);

  let body: ReactNode;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = <Spinner />;
  } else if (status.data?.enabled) {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-green-700">On.</span> Signing in asks for a code from
          your authenticator app. Recovery codes left: {status.data.recovery_codes_left}.
        </p>
        <Button variant="secondary" onClick={() => setDisabling(true)}>
          Disable
        </Button>
      </div>
    );
  } else if (status.data) {
    body = <Enrolment userId={userId} onEnabled={setCodes} />;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Two-factor sign-in
      </h2>
      <div className="mt-3">{body}</div>
      <DisableTwoFactorDialog
        userId={userId}
        open={disabling}
        onClose={() => setDisabling(false)}
      />
    </section>
  );
}
