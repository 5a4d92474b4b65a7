import type { Resource } from "@sector/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feedBaseKey } from "../../../lib/query-keys";

export interface FeedPageRequest {
  companyId: number;
  /** Any of these; empty means every resource of the company. */
  preferenceIds: readonly number[];
  /** From 1. */
  page: number;
}

/** POST /resources/filtered: one feed page, newest first; an empty page means the end. */
export async function getFeedPage(
  { companyId, preferenceIds, page }: FeedPageRequest,
  signal?: AbortSignal,
): Promise<Resource[]> {
  const { data } = await api.post<{ data: Resource[] }>(
    "/resources/filtered",
    { company_id: companyId, preferences: preferenceIds, page },
    { signal },
  );
  return data;
}

export interface FeedFilter {
  companyId: number | null;
  preferenceIds: readonly number[];
}

/**
 * The resources of a company, page by page. A new company or choice of preferences is a
 * new key, so the list starts again from page 1.
 */
export function useFeed(filter: FeedFilter, enabled = true) {
  return useInfiniteQuery({
    // Sorted ids: the same choice in another order is the same feed.
    queryKey: [...feedBaseKey, filter.companyId, [...filter.preferenceIds].sort((a, b) => a - b)],
    queryFn: ({ pageParam, signal }) =>
      getFeedPage(
        {
          companyId: filter.companyId as number,
          preferenceIds: filter.preferenceIds,
          page: pageParam,
        },
        signal,
      ),
    initialPageParam: 1,
    // Page 1 first, then one more per sentinel hit, until a page comes back empty.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length === 0 ? undefined : lastPageParam + 1,
    enabled: enabled && filter.companyId !== null,
    // Dropped as soon as no screen shows it: coming back to a feed starts again from page 1
    // (SPEC section 4) instead of refetching every page seen before.
    gcTime: 0,
  });
}
