import type { LeadFilters } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { leadQuery } from "./lead-query";

/** GET /leads/count (admin): how many members of a brand the filters select. */
export async function getLeadCount(filters: LeadFilters, signal?: AbortSignal): Promise<number> {
  const { count } = await api.get<{ count: number }>("/leads/count", {
    query: leadQuery(filters),
    signal,
  });
  return count;
}

export const leadCountQueryKey = (filters: LeadFilters | null) =>
  ["leads", "count", filters] as const;

/** The count of `filters`; idle while they are null (no brand yet, or not valid). */
export function useLeadCount(filters: LeadFilters | null) {
  return useQuery({
    queryKey: leadCountQueryKey(filters),
    queryFn: ({ signal }) => getLeadCount(filters as LeadFilters, signal),
    enabled: filters !== null,
    // The last count stays on screen, dimmed, while the next one is on its way.
    placeholderData: keepPreviousData,
    // Members join all the time: a count is worth asking again when the filters come back.
    staleTime: 0,
  });
}
