import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, useLayoutEffect } from "react";
import { AppProviders } from "./providers";
import { AppRouter, type AppRouterInstance } from "./router";

/** Runs `onMount` once the app's first render is in the page. */
function Mounted({ onMount }: { onMount?: () => void }) {
  useLayoutEffect(() => onMount?.(), [onMount]);
  return null;
}

export interface AppProps {
  router: AppRouterInstance;
  /** Called once the first render is in the page (main.tsx makes a prerendered page usable). */
  onMount?: () => void;
  /** The query cache to start from: a server-rendered page's company is already in it. */
  queryClient?: QueryClient;
}

/**
 * The whole app around a router: the browser's in main.tsx, a memory router when a public page
 * is rendered to HTML (ssr.tsx). Both render this same tree, so that the browser's first
 * render matches the prerendered markup, generated ids included.
 */
export function App({ router, onMount, queryClient }: AppProps) {
  return (
    <StrictMode>
      <Mounted onMount={onMount} />
      <AppProviders queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
}
