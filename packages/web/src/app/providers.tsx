import { type QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ToasterProps } from "react-hot-toast";
import { useAuth } from "../lib/auth-store";
import { createQueryClient } from "../lib/query-client";
import { loadToaster } from "../lib/toast";

/**
 * Drops every cached response when the user signs out, so the next user sees none of it. Only
 * then: what a guest's page started with (a registration page's company) stays.
 */
function ClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  const signedIn = useAuth().user !== null;
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) queryClient.clear();
    wasSignedIn.current = signedIn;
  }, [signedIn, queryClient]);
  return null;
}

/**
 * react-hot-toast's defaults are the spec's: 4 s, success 2 s, loading until dismissed.
 * Portalled to <body> beside the app root: an open dialog makes the app root inert and
 * aria-hidden, and toasts shown meanwhile must still be seen and announced. Loaded after the
 * app's first render (lib/toast.ts), so that it does not lengthen the start-up.
 */
function AppToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let current = true;
    void loadToaster().then((module) => {
      if (current) setToaster(() => module.Toaster);
    });
    return () => {
      current = false;
    };
  }, []);
  return Toaster ? createPortal(<Toaster position="top-center" />, document.body) : null;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** The query cache to start from (a server-rendered page's company); a new one otherwise. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ClearCacheOnSignOut />
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
