import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { AuthGate } from "../../features/auth/components/auth-gate";
import { DocumentTitle } from "./document-title";

/**
 * Wraps every route: the document title (right from the first paint, while the session check
 * still runs), the session check, the fallback while a screen's chunk loads, and scroll
 * restoration.
 */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <AuthGate>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AuthGate>
      <ScrollRestoration />
    </>
  );
}
