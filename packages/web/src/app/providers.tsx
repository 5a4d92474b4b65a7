import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { ToasterProps } from "react-hot-toast";
import { useAuth } from "../lib/auth-store";
import { createQueryClient } from "../lib/query-client";
import { loadToaster } from "../lib/toast";

/** Drops every cached response once nobody is signed in, so the next user sees none of it. */
function ClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  const signedIn = useAuth().user !== null;
  useEffect(() => {
    if (!signedIn) queryClient.clear();
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ClearCacheOnSignOut />
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
