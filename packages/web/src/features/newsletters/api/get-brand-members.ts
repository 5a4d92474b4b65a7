import { MAX_PAGE_SIZE, type PublicUser } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * GET /user/protected/fetchusers (admin), newest page only, narrowed to the members of one
 * brand: the people whose edition can be previewed. The API has no name search, so the
 * picker filters these by name.
 */
export async function getBrandMembers(
  companyId: number,
  signal?: AbortSignal,
): Promise<PublicUser[]> {
  const { users } = await api.get<{ users: PublicUser[] }>("/user/protected/fetchusers", {
    query: { page: 1, pageSize: MAX_PAGE_SIZE },
    signal,
  });
  return users.filter(
    (user) => user.role === "user" && user.brands.some((brand) => brand.id === companyId),
  );
}

export const brandMembersQueryKey = (companyId: number) =>
  ["newsletter-members", companyId] as const;

/** `enabled`: false for employees, whom the member list is not open to. */
export function useBrandMembers(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: brandMembersQueryKey(companyId),
    queryFn: ({ signal }) => getBrandMembers(companyId, signal),
    enabled,
    meta: { errorMessage: "The members could not be loaded." },
  });
}
