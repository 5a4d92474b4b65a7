import { ARCHIVE_PAGE_SIZE, type Resource } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type SortOrder = "asc" | "desc";

/** The archive's filters, as GET /resources takes them. */
export interface ArchiveParams {
  page: number;
  limit?: number;
  companyId: number | null;
  createSortOrder: SortOrder | null;
  updateSortOrder: SortOrder | null;
  /** The search text, once typing has stopped for a second. */
  debouncedValue: string;
}

export interface ArchivePage {
  resources: Resource[];
  totalResources: number;
}

/** GET /resources (admin, employee): one page of the archive and the number of matches. */
export function getResources(
  {
    page,
    limit = ARCHIVE_PAGE_SIZE,
    companyId,
    createSortOrder,
    updateSortOrder,
    debouncedValue,
  }: ArchiveParams,
  signal?: AbortSignal,
): Promise<ArchivePage> {
  return api.get<ArchivePage>("/resources", {
    query: { page, limit, companyId, createSortOrder, updateSortOrder, debouncedValue },
    signal,
  });
}

/** Every cached archive page starts with this key. */
export const archiveQueryKeyRoot = ["resources", "archive"] as const;

export const archiveQueryKey = (params: ArchiveParams) =>
  [...archiveQueryKeyRoot, { limit: ARCHIVE_PAGE_SIZE, ...params }] as const;

export function useResources(params: ArchiveParams) {
  return useQuery({
    queryKey: archiveQueryKey(params),
    queryFn: ({ signal }) => getResources(params, signal),
    // The current rows stay (dimmed) while the next page, sort or search loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: "An error occurred while fetching Resources" },
  });
}
