import { type ReactNode, useEffect } from "react";
import { LoadingScreen } from "../../../components/ui/loading-screen";
import { useAuth } from "../../../lib/auth-store";
import { restoreSession } from "../api/get-my-profile";

/**
 * Runs the start-up session check and shows a full-screen loading screen until it is
 * finished, so no guard ever decides on a half-restored session.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();

  useEffect(() => {
    void restoreSession();
  }, []);

  if (status === "restoring") return <LoadingScreen />;
  return children;
}
