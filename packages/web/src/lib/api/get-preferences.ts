import type { Preference } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { preferencesQueryKey } from "../query-keys";

/** POST /preferences/fetch: a company's preferences (topics), ordered by name. Public. */
export async function getPreferences(
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

/** The preferences of one company; idle while `companyId` is null. */
export function usePreferences(companyId: number | null) {
  return useQuery({
    queryKey: preferencesQueryKey(companyId),
    queryFn: ({ signal }) => getPreferences(companyId as number, signal),
    enabled: companyId !== null,
    meta: { errorMessage: "Failed to fetch preferences." },
  });
}
