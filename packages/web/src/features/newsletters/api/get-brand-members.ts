import { MAX_PAGE_SIZE, type PublicUser } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface BrandMembers {
  /** The newest of them, at most MAX_PAGE_SIZE. */
  members: PublicUser[];
  /** All of them. */
  total: number;
}

/**
 * GET /user/protected/fetchusers?company_id=&search= (admin): the newest members of one brand
 * whose name or email address holds the text, among whom an edition is previewed. The server
 * narrows them, so a brand of a million members is searched whole.
 */
export async function getBrandMembers(
  companyId: number,
  /** Trimmed; blank: every member. */
  search: string,
  signal?: AbortSignal,
): Promise<BrandMembers> {
  const { users, totalUsers } = await api.get<{ users: PublicUser[]; totalUsers: number }>(
    "/user/protected/fetchusers",
    {
      query: {
        page: 1,
        pageSize: MAX_PAGE_SIZE,
        company_id: companyId,
        ...(search && { search }),
      },
      signal,
    },
  );
  return { members: users, total: totalUsers };
}

export const brandMembersQueryKey = (companyId: number, search: string) =>
  ["newsletter-members", companyId, search] as const;

/**
 * `search` trimmed, as the picker asks once typing pauses. Only admins read the member list:
 * the picker is not shown to employees.
 */
export function useBrandMembers(companyId: number, search: string) {
  return useQuery({
    queryKey: brandMembersQueryKey(companyId, search),
    queryFn: ({ signal }) => getBrandMembers(companyId, search, signal),
    // The names found so far stay while the next search loads: no flash of 'Loading...'.
    placeholderData: keepPreviousData,
    meta: { errorMessage: "The members could not be loaded." },
  });
}
