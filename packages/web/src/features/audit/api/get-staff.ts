import { MAX_PAGE_SIZE, type PublicUser } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

interface UsersPage {
  users: PublicUser[];
  totalUsers: number;
}

/**
 * The users list has no role filter, so staff are found by reading it a full page at a
 * time, a few pages at once. Bounded: past this many pages (10,000 users) the rest is left
 * unread, and the screen adds the actors of the entries it shows.
 */
const MAX_PAGES = 100;
const PARALLEL = 4;

function getUsersPage(page: number, signal?: AbortSignal): Promise<UsersPage> {
  return api.get<UsersPage>("/user/protected/fetchusers", {
    query: { page, pageSize: MAX_PAGE_SIZE },
    signal,
  });
}

/** GET /user/protected/fetchusers (admin), every page: the admins and employees. */
export async function getStaff(signal?: AbortSignal): Promise<PublicUser[]> {
  const first = await getUsersPage(1, signal);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.totalUsers / MAX_PAGE_SIZE));
  const users = [...first.users];
  for (let start = 2; start <= pages; start += PARALLEL) {
    const batch = Array.from(
      { length: Math.min(PARALLEL, pages - start + 1) },
      (_, i) => start + i,
    );
    for (const page of await Promise.all(batch.map((p) => getUsersPage(p, signal)))) {
      users.push(...page.users);
    }
  }
  const seen = new Set<number>();
  return users.filter((user) => {
    if (user.role === "user" || seen.has(user.id)) return false;
    seen.add(user.id);
    return true;
  });
}

export const staffQueryKey = ["audit-staff"] as const;

/** The staff the actor filter offers. */
export function useStaff() {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 5 * 60_000,
  });
}
