import type { FeedPage } from "@sector/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feedBaseKey } from "../../../lib/query-keys";

export interface FeedPageRequest {
  companyId: number;
  /** Any of these; empty means every resource of the company. */
  preferenceIds: readonly number[];
  /** From 1. */
  page: number;
  /** The `next` of the page before: the server starts there (cheap however deep), not by number. */
  cursor?: string | null;
}

/** POST /resources/filtered: one feed page, newest first; an empty page means the end. */
export async function getFeedPage(
  { companyId, preferenceIds, page, cursor }: FeedPageRequest,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const { data, next } = await api.post<FeedPage>(
    "/resources/filtered",
    { company_id: companyId, preferences: preferenceIds, page, ...(cursor ? { cursor } : {}) },
    { signal },
  );
  return { data, next: next ?? null };
}

/** Where the next page starts: its number (SPEC) and the cursor the last answer gave. */
interface FeedPageParam {
  page: number;
  cursor: string | null;
}

const FIRST_PAGE: FeedPageParam = { page: 1, cursor: null };

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
          page: pageParam.page,
          cursor: pageParam.cursor,
        },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    // Page 1 first, then one more per sentinel hit, until a page comes back empty.
    getNextPageParam: (lastPage, _pages, lastPageParam): FeedPageParam | undefined =>
      lastPage.data.length === 0
        ? undefined
        : { page: lastPageParam.page + 1, cursor: lastPage.next },
    enabled: enabled && filter.companyId !== null,
    // Dropped as soon as no screen shows it: coming back to a feed starts again from page 1
    // (SPEC section 4) instead of refetching every page seen before.
    gcTime: 0,
  });
}
