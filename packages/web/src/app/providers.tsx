import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
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
      {/* react-hot-toast's defaults are the spec's: 4 s, success 2 s, loading until dismissed. */}
      <Toaster position="top-center" />
    </QueryClientProvider>
  );
}
