import { lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { pageTitle } from "../lib/page-title";
import { GuestOnly, RequireAuth, RequireRole } from "./guards";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorBoundary } from "./layouts/route-error-boundary";
import { guestScreens, publicScreens, type ScreenRoute, signedInScreens } from "./route-config";
import NotFoundRoute from "./routes/not-found";

// Lazy so that the signed-out pages never download the signed-in shell.
const AppLayout = lazy(() => import("./layouts/app-layout"));

function toRoute({ path, Screen }: ScreenRoute): RouteObject {
  return { path, element: <Screen /> };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { Component: GuestOnly, children: guestScreens.map(toRoute) },
      ...publicScreens.map(toRoute),
      {
        Component: RequireAuth,
        children: [
          {
            element: <AppLayout />,
            children: signedInScreens.map(({ roles, redirect, ...screen }) => ({
              element: <RequireRole allow={roles} redirect={redirect} />,
              // A failing screen keeps the sidebar so the user can go elsewhere.
              ErrorBoundary: RouteErrorBoundary,
              children: [toRoute(screen)],
            })),
          },
        ],
      },
      // Unknown paths, and /404 where the role guard sends a signed-in user.
      { path: "*", Component: NotFoundRoute },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. The title follows the URL the moment it changes (not when the next
 * screen has rendered), and is right from the first paint, while the session check still runs.
 */
export function createAppRouter(): AppRouterInstance {
  const router = createBrowserRouter(routes);
  document.title = pageTitle(router.state.location.pathname);
  router.subscribe(({ location }) => {
    document.title = pageTitle(location.pathname);
  });
  return router;
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
