import type { Preference } from "@sector/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /preferences/fetch: a company's preferences (topics), ordered by name. Public. */
export async function fetchPreferences(
  companyId: number,
  signal?: AbortSignal,
): Promise<Preference[]> {
  const { preferences } = await api.post<{ preferences: Preference[] }>(
    "/preferences/fetch",
    { company_id: companyId },
    { signal },
  );
  return preferences;
}

export const preferencesQueryKey = (companyId: number | null) =>
  ["preferences", companyId] as const;

export function getPreferencesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: preferencesQueryKey(companyId),
    queryFn: ({ signal }) => fetchPreferences(companyId as number, signal),
    enabled: companyId !== null,
    meta: { errorMessage: "Failed to fetch preferences." },
  });
}

/** The preferences of one company; idle while `companyId` is null. */
export function usePreferences(companyId: number | null) {
  return useQuery(getPreferencesQueryOptions(companyId));
}
