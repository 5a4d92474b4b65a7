import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { createQueryClient } from "../src/lib/query-client";

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted on (e.g. "/reset-password/:slug"); any path by default. */
  path?: string;
}

/** Any other path: shows where the app navigated to, as a user would notice the page change. */
function NavigatedTo() {
  const { pathname } = useLocation();
  return <p>Navigated to {pathname}</p>;
}

/**
 * Renders `ui` with the app's query client (retries off, so a failure shows at once), a
 * memory router and the toaster, and returns a user-event session with the screen queries.
 */
export function renderWithProviders(ui: ReactNode, { route = "/", path }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
  });
  const user = userEvent.setup();
  const withRoutes = (node: ReactNode) =>
    path ? (
      <Routes>
        <Route path={path} element={node} />
        <Route path="*" element={<NavigatedTo />} />
      </Routes>
    ) : (
      <>
        {node}
        <Routes>
          <Route path={route.split("?")[0]} element={null} />
          <Route path="*" element={<NavigatedTo />} />
        </Routes>
      </>
    );
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        <Toaster position="top-center" />
      </QueryClientProvider>
    );
  }
  const result = render(withRoutes(ui), { wrapper: Providers });
  return {
    ...result,
    /** Renders `next` in place of `ui`, keeping the providers (and their cache). */
    rerender: (next: ReactNode) => result.rerender(withRoutes(next)),
    user,
    queryClient,
  };
}
