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
}

/**
 * The whole app around a router: the browser's in main.tsx, a memory router when a public page
 * is prerendered (prerender.tsx). Both render this same tree, so that the browser's first
 * render matches the prerendered markup, generated ids included.
 */
export function App({ router, onMount }: AppProps) {
  return (
    <StrictMode>
      <Mounted onMount={onMount} />
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
}
