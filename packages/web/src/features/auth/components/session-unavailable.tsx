import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { restoreSession } from "../api/get-my-profile";
import { useLogout } from "../hooks/use-logout";

/**
 * Shown instead of a signed-in screen when the stored session could not be checked
 * (offline, server error). The token is kept, so "Try again" can still succeed.
 */
export function SessionUnavailable() {
  const logout = useLogout();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await restoreSession();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          We couldn't load your account
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          The server could not be reached. Check your connection and try again.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={retry} loading={retrying}>
            Try again
          </Button>
          <Button variant="secondary" onClick={logout}>
            Logout
          </Button>
        </div>
      </div>
    </main>
  );
}
