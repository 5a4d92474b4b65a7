import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { AuthGate } from "../../features/auth/components/auth-gate";
import { EnrolmentGate } from "../../features/two-factor/components/enrolment-gate";
import { DocumentTitle } from "./document-title";
import { SignedInShell } from "./signed-in-shell";

// Lazy, as in the router: a guest's pages never download the signed-in shell.
const AppLayout = lazy(() => import("./app-layout"));

/**
 * Wraps every route: the document title (right from the first paint, while the session check
 * still runs), the session check, staff's two-factor enrolment when it is required, the
 * signed-in shell for pages outside the signed-in routes (signed-in-shell.ts), the fallback while
 * a screen's chunk loads, and scroll restoration.
 */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <AuthGate>
        {/* REQUIRE_STAFF_2FA: staff without two-factor enrol before any other screen. */}
        <EnrolmentGate>
          <SignedInShell value={AppLayout}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </SignedInShell>
        </EnrolmentGate>
      </AuthGate>
      <ScrollRestoration />
    </>
  );
}
