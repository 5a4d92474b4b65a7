import type { Preference, UserPreference } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feedBaseKey, myPreferencesBaseKey } from "../../../lib/query-keys";

/**
 * POST /user/protected/modifypreferences: replaces the caller's preferences of the company
 * the given preferences belong to.
 */
export async function updateMyPreferences(preferenceData: Preference[]): Promise<UserPreference[]> {
  const { preferences } = await api.post<{ preferences: UserPreference[] }>(
    "/user/protected/modifypreferences",
    { preferenceData },
  );
  return preferences;
}

/** Saves the choice, then refreshes every cached choice and feed (the home feed filters by it). */
export function useUpdateMyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyPreferences,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myPreferencesBaseKey }),
        queryClient.invalidateQueries({ queryKey: feedBaseKey }),
      ]),
  });
}
