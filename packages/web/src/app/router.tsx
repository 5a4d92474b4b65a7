import { lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { GuestOnly, RequireAuth, RequireRole } from "./guards";
import type { RouteHandle } from "./layouts/document-title";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorBoundary } from "./layouts/route-error-boundary";
import {
  guestScreens,
  notFoundRoutes,
  publicScreens,
  type ScreenRoute,
  signedInScreens,
} from "./route-config";
import NotFoundRoute from "./routes/not-found";

// Lazy so that the signed-out pages never download the signed-in shell.
const AppLayout = lazy(() => import("./layouts/app-layout"));

function toRoute({ path, title, Screen }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: <Screen /> };
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
            children: signedInScreens.map((screen) => ({
              element: <RequireRole allow={screen.roles} redirect={screen.redirect} />,
              // A failing screen keeps the sidebar so the user can go elsewhere.
              ErrorBoundary: RouteErrorBoundary,
              children: [toRoute(screen)],
            })),
          },
        ],
      },
      ...notFoundRoutes.map(({ path, title }) => {
        const handle: RouteHandle = { title };
        return { path, handle, Component: NotFoundRoute };
      }),
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The browser's router; the document title follows its matches (layouts/document-title.tsx). */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
