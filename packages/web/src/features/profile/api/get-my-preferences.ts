import type { UserPreference } from "@sector/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /user/protected/mypreferences: the caller's chosen preferences within one company. */
export async function fetchMyPreferences(
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

/** Every cached my-preferences answer starts with this, so one invalidation reaches them all. */
export const myPreferencesBaseKey = ["my-preferences"] as const;

/** Keyed by user as well: the cache must never hand one member's choices to another. */
export const myPreferencesQueryKey = (userId: number, companyId: number | null) =>
  [...myPreferencesBaseKey, userId, companyId] as const;

export function getMyPreferencesQueryOptions(userId: number, companyId: number | null) {
  return queryOptions({
    queryKey: myPreferencesQueryKey(userId, companyId),
    queryFn: ({ signal }) => fetchMyPreferences(companyId as number, signal),
    enabled: companyId !== null,
    meta: { errorMessage: "Failed to fetch preferences." },
  });
}

/** The signed-in user's preferences of one company; idle while `companyId` is null. */
export function useMyPreferences(userId: number, companyId: number | null) {
  return useQuery(getMyPreferencesQueryOptions(userId, companyId));
}
