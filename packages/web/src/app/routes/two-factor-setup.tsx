import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { useTwoFactorStatus } from "../../features/two-factor/api/get-two-factor-status";
import { Enrolment } from "../../features/two-factor/components/enrolment";
import { RecoveryCodes } from "../../features/two-factor/components/recovery-codes";
import { useSignedInUser } from "../../lib/auth-store";

/** Two-factor enrolment on its own: where staff go first while REQUIRE_STAFF_2FA is on. */
export default function TwoFactorSetupRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const status = useTwoFactorStatus(user.id);
  const [codes, setCodes] = useState<string[] | null>(null);

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        doneLabel="Continue"
        onDone={() => navigate("/", { replace: true })}
      />
    );
  } else if (status.isPending) {
    body = <Spinner />;
  } else if (status.data?.enabled) {
    body = (
      <p className="text-sm text-slate-700">
        Two-factor sign-in is on for your account.{" "}
        <Link to="/" className="font-semibold text-brand-600 hover:text-brand-500">
          Continue
        </Link>
      </p>
    );
  } else {
    body = <Enrolment userId={user.id} onEnabled={setCodes} />;
  }

  return (
    <>
      <PageHeader
        title="Set up two-factor sign-in"
        subtitle={
          status.data?.required
            ? "Staff accounts sign in with a second factor. Set it up to continue."
            : undefined
        }
      />
      <div className="rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8">
        {body}
      </div>
    </>
  );
}
