import { MAX_PAGE_SIZE } from "@sector/shared";

/**
 * The archive query (GET /resources) whose answer a campaign's resources are chosen from: the
 * newest resources, as many as one page may hold. A campaign's own resources are always
 * offered too, however old.
 */
export const SPONSORABLE_RESOURCES = {
  page: 1,
  limit: MAX_PAGE_SIZE,
  companyId: null,
  createSortOrder: null,
  updateSortOrder: null,
  debouncedValue: "",
} as const;
