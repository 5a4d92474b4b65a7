import type { DemoDataSummary } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /demo-data (admin): whether the sample content of a fresh start is still there. */
export function getDemoData(signal?: AbortSignal): Promise<DemoDataSummary> {
  return api.get<DemoDataSummary>("/demo-data", { signal });
}

export const demoDataQueryKey = ["demo-data"] as const;

export function useDemoData() {
  return useQuery({
    queryKey: demoDataQueryKey,
    queryFn: ({ signal }) => getDemoData(signal),
    // Only a removal changes it, and that writes the answer itself.
    staleTime: 60_000,
    meta: { errorMessage: "An error occurred while checking for demo content" },
  });
}
