import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";

/** Wraps every route: scroll restoration, and the fallback while a screen's chunk loads. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
