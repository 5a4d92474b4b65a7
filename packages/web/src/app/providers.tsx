import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "react-hot-toast";
import { AuthGate } from "../features/auth/components/auth-gate";
import { useAuth } from "../lib/auth-store";
import { createQueryClient } from "../lib/query-client";

/** Drops every cached response once nobody is signed in, so the next user sees none of it. */
function ClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  const signedIn = useAuth().user !== null;
  useEffect(() => {
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ClearCacheOnSignOut />
      <AuthGate>{children}</AuthGate>
      {/* react-hot-toast's defaults are the spec's: 4 s, success 2 s, loading until dismissed.
          Portalled to <body> beside the app root: an open dialog makes the app root inert and
          aria-hidden, and toasts shown meanwhile must still be seen and announced. */}
      {createPortal(<Toaster position="top-center" />, document.body)}
    </QueryClientProvider>
  );
}
