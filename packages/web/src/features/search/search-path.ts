/** The results page of a search. */
export const SEARCH_ROUTE = "/search";

/** /search?q={words}, with one brand's resources only when `companyId` is given. */
export function searchPath(words: string, companyId?: number | null): string {
  const params = new URLSearchParams({ q: words });
  if (companyId) params.set("company", String(companyId));
  return `${SEARCH_ROUTE}?${params.toString()}`;
}
