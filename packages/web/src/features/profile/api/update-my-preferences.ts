import type { Preference, UserPreference } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feedBaseKey } from "../../feed/api/get-feed";
import { myPreferencesBaseKey } from "./my-preferences";

/**
 * POST /user/protected/modifypreferences: replaces the caller's preferences of the company
 * the given preferences belong to.
 */
export async function modifyPreferences(preferenceData: Preference[]): Promise<UserPreference[]> {
  const { preferences } = await api.post<{ preferences: UserPreference[] }>(
    "/user/protected/modifypreferences",
    { preferenceData },
  );
  return preferences;
}

/** Saves the choice, then refreshes every cached choice and feed (the home feed filters by it). */
export function useModifyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyPreferences,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myPreferencesBaseKey }),
        queryClient.invalidateQueries({ queryKey: feedBaseKey }),
      ]),
  });
}
