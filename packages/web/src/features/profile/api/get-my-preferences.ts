import type { UserPreference } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { myPreferencesBaseKey } from "../../../lib/query-keys";

/** POST /user/protected/mypreferences: the caller's chosen preferences within one company. */
export async function getMyPreferences(
  companyId: number,
  signal?: AbortSignal,
): Promise<UserPreference[]> {
  const { preferences } = await api.post<{ preferences: UserPreference[] }>(
    "/user/protected/mypreferences",
    { company_id: companyId },
    { signal },
  );
  return preferences;
}

/** The signed-in user's preferences of one company; idle while `companyId` is null. */
export function useMyPreferences(userId: number, companyId: number | null) {
  return useQuery({
    // Keyed by user as well: the cache must never hand one member's choices to another.
    queryKey: [...myPreferencesBaseKey, userId, companyId],
    queryFn: ({ signal }) => getMyPreferences(companyId as number, signal),
    enabled: companyId !== null,
    meta: { errorMessage: "Failed to fetch preferences." },
  });
}
