import { useCallback, useState } from "react";
import { useDebouncedState } from "../../../lib/use-debounced-value";
import type { ArchiveParams, SortOrder } from "../api/get-resources";

/** SPEC section 9: the archive search applies one second after typing stops. */
export const ARCHIVE_SEARCH_DEBOUNCE_MS = 1000;

export type ArchiveSortColumn = "create" | "update";

const toggle = (order: SortOrder | null): SortOrder => (order === "asc" ? "desc" : "asc");

/**
 * Filters, sort and page of the resource archive. A new search, company or sort starts
 * again at page 1; sorting by one column clears the other's order (SPEC section 4).
 */
export function useArchiveState() {
  const [page, setPage] = useState(1);
  const [companyId, setCompanyIdState] = useState<number | null>(null);
  const [createSortOrder, setCreateSortOrder] = useState<SortOrder | null>(null);
  const [updateSortOrder, setUpdateSortOrder] = useState<SortOrder | null>(null);
  const search = useDebouncedState("", ARCHIVE_SEARCH_DEBOUNCE_MS);

  // The search that the list shows: when the debounced text changes, back to page 1
  // (adjusted during render, so no request goes out for the old page).
  const [appliedSearch, setAppliedSearch] = useState(search.debounced);
  if (appliedSearch !== search.debounced) {
    setAppliedSearch(search.debounced);
    setPage(1);
  }

  const setCompanyId = useCallback((id: number | null) => {
    setCompanyIdState(id);
    setPage(1);
  }, []);

  const sortBy = useCallback((column: ArchiveSortColumn) => {
    if (column === "create") {
      setCreateSortOrder(toggle);
      setUpdateSortOrder(null);
    } else {
      setUpdateSortOrder(toggle);
      setCreateSortOrder(null);
    }
    setPage(1);
  }, []);

  const { reset: resetSearch } = search;
  const clearFilter = useCallback(() => {
    setCompanyIdState(null);
    setPage(1);
    resetSearch("");
  }, [resetSearch]);

  const params: ArchiveParams = {
    page,
    companyId,
    createSortOrder,
    updateSortOrder,
    debouncedValue: search.debounced.trim(),
  };

  return {
    params,
    searchText: search.value,
    setSearchText: search.setValue,
    setPage,
    setCompanyId,
    sortBy,
    clearFilter,
  };
}
