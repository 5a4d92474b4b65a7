import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { AuthGate } from "../../features/auth/components/auth-gate";
import { DocumentTitle } from "./document-title";
import { SignedInShell } from "./signed-in-shell";

// Lazy, as in the router: a guest's pages never download the signed-in shell.
const AppLayout = lazy(() => import("./app-layout"));

/**
 * Wraps every route: the document title (right from the first paint, while the session check
 * still runs), the session check, the signed-in shell for pages outside the signed-in routes
 * (signed-in-shell.ts), the fallback while a screen's chunk loads, and scroll restoration.
 */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <AuthGate>
        <SignedInShell value={AppLayout}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </SignedInShell>
      </AuthGate>
      <ScrollRestoration />
    </>
  );
}
