import { type PublicUser, USERS_PAGE_SIZE } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface UsersPage {
  users: PublicUser[];
  totalUsers: number;
}

export interface UsersPageParams {
  page: number;
  pageSize?: number;
  /** Only users whose name or email address holds this text; blank: everyone. */
  search?: string;
}

/** GET /user/protected/fetchusers (admin): one page of users, newest first, and the total. */
export function getUsers(
  { page, pageSize = USERS_PAGE_SIZE, search = "" }: UsersPageParams,
  signal?: AbortSignal,
): Promise<UsersPage> {
  const words = search.trim();
  return api.get<UsersPage>("/user/protected/fetchusers", {
    query: words ? { page, pageSize, search: words } : { page, pageSize },
    signal,
  });
}

/** Every cached page of the users list starts with this key. */
export const usersQueryKeyRoot = ["users"] as const;

export function useUsers({ page, pageSize = USERS_PAGE_SIZE, search = "" }: UsersPageParams) {
  const words = search.trim();
  return useQuery({
    queryKey: [...usersQueryKeyRoot, { page, pageSize, search: words }] as const,
    queryFn: ({ signal }) => getUsers({ page, pageSize, search: words }, signal),
    // The previous page stays on screen while the next one loads: no flash of 'Loading...'.
    placeholderData: keepPreviousData,
  });
}
