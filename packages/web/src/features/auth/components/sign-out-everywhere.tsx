import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { authStore } from "../../../lib/auth-store";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useEndAllSessions } from "../api/end-all-sessions";

/**
 * "Sign out of all devices": after a confirmation, ends every session of the user on the
 * server (this one included), then signs out here and goes to /login.
 */
export function SignOutEverywhere() {
  const headingId = useId();
  const navigate = useNavigate();
  const logoutAll = useEndAllSessions();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await logoutAll.mutateAsync();
    } catch (failure) {
      reportError(failure, "Could not sign out of all devices. Please try again.");
      setConfirming(false);
      return;
    }
    authStore.logout();
    navigate("/login", { replace: true });
    toast.success("You have been signed out of all devices.");
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Sessions
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Signed in on a browser or device you no longer use? Sign out of all of them at once.
        </p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Sign out of all devices
      </Button>
      <ConfirmDialog
        open={confirming}
        message="Sign out of all devices?"
        description="Every browser and device signed in to your account will be signed out, this one included."
        confirmLabel="Sign out everywhere"
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        busy={logoutAll.isPending}
      />
    </section>
  );
}
