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
}

/** GET /user/protected/fetchusers (admin): one page of users, newest first, and the total. */
export function getUsers(
  { page, pageSize = USERS_PAGE_SIZE }: UsersPageParams,
  signal?: AbortSignal,
): Promise<UsersPage> {
  return api.get<UsersPage>("/user/protected/fetchusers", {
    query: { page, pageSize },
    signal,
  });
}

/** Every cached page of the users list starts with this key. */
export const usersQueryKeyRoot = ["users"] as const;

export function useUsers({ page, pageSize = USERS_PAGE_SIZE }: UsersPageParams) {
  return useQuery({
    queryKey: [...usersQueryKeyRoot, { page, pageSize }] as const,
    queryFn: ({ signal }) => getUsers({ page, pageSize }, signal),
    // The previous page stays on screen while the next one loads: no flash of 'Loading...'.
    placeholderData: keepPreviousData,
  });
}
