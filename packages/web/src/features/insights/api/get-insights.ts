import type { InsightPeriod, Insights } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The period the charts open with; the server's default too. */
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = "12w";

export interface InsightsParams {
  /** One brand; null for all. */
  companyId: number | null;
  period: InsightPeriod;
}

/** GET /insights (admin): sign-ups, consent rates and opens of a brand (or all) over a period. */
export function getInsights(
  { companyId, period }: InsightsParams,
  signal?: AbortSignal,
): Promise<Insights> {
  return api.get<Insights>("/insights", { query: { company_id: companyId, period }, signal });
}

/** Every cached insights answer starts with this key. */
export const insightsQueryKeyRoot = ["insights"] as const;

export function useInsights({ companyId, period }: InsightsParams) {
  return useQuery({
    queryKey: [...insightsQueryKeyRoot, { companyId, period }] as const,
    queryFn: ({ signal }) => getInsights({ companyId, period }, signal),
    // The charts of the previous choice stay (dimmed) while the next loads: nothing jumps.
    placeholderData: keepPreviousData,
    // Members join and open resources all the time: opening the dashboard asks again.
    staleTime: 0,
    meta: { errorMessage: "An error occurred while fetching insights" },
  });
}
