import type { SearchPage } from "@sector/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface SearchRequest {
  /** The words, as typed; the server trims them. */
  q: string;
  /** One brand's resources only; null: every brand's. */
  companyId: number | null;
  /** The `next` of the page before; null for the first page. */
  cursor: string | null;
}

/** GET /resources/search (any signed-in role): one page of results, best first. */
export function searchResources(
  { q, companyId, cursor }: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchPage> {
  return api.get<SearchPage>("/resources/search", {
    query: { q, company_id: companyId, cursor },
    signal,
  });
}

/** Every cached search starts with this. */
export const searchBaseKey = ["resource-search"] as const;

/**
 * The results of a search, page by page (12 each); the next page starts at the cursor the
 * last one gave, until it gives none. Blank words search nothing.
 */
export function useResourceSearch(q: string, companyId: number | null) {
  const words = q.trim();
  return useInfiniteQuery({
    queryKey: [...searchBaseKey, words, companyId],
    queryFn: ({ pageParam, signal }) =>
      searchResources({ q: words, companyId, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    enabled: words.length > 0,
    meta: { errorMessage: "An error occurred while searching" },
  });
}
