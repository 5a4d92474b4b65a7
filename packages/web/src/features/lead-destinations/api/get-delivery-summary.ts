import type { LeadDeliverySummary } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /lead-deliveries/summary (admin): deliveries waiting and failed across destinations. */
export async function getDeliverySummary(signal?: AbortSignal): Promise<LeadDeliverySummary> {
  return api.get<LeadDeliverySummary>("/lead-deliveries/summary", { signal });
}

export const deliverySummaryQueryKey = ["lead-deliveries", "summary"] as const;

export function useDeliverySummary() {
  return useQuery({
    queryKey: deliverySummaryQueryKey,
    queryFn: ({ signal }) => getDeliverySummary(signal),
    meta: { errorMessage: "The lead deliveries could not be counted." },
  });
}
