import { useCallback, useState } from "react";
import { useDebouncedCallback } from "use-debounce";
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
  // What the search box shows, and the search the list applies once typing has stopped.
  const [searchText, setSearchTextState] = useState("");
  const [appliedSearch, setAppliedSearch] = useState("");
  const applySearch = useDebouncedCallback((text: string) => {
    if (text === appliedSearch) return;
    setAppliedSearch(text);
    setPage(1);
  }, ARCHIVE_SEARCH_DEBOUNCE_MS);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      applySearch(text);
    },
    [applySearch],
  );

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

  const clearFilter = useCallback(() => {
    // At once, and no pending keystroke may bring the old text back later.
    applySearch.cancel();
    setSearchTextState("");
    setAppliedSearch("");
    setCompanyIdState(null);
    setPage(1);
  }, [applySearch]);

  const params: ArchiveParams = {
    page,
    companyId,
    createSortOrder,
    updateSortOrder,
    debouncedValue: appliedSearch.trim(),
  };

  return {
    params,
    searchText,
    setSearchText,
    setPage,
    setCompanyId,
    sortBy,
    clearFilter,
  };
}
