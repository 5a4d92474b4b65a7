import type { Preference } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { updateCachedPreferences } from "./preferences-cache";

export interface CreatePreferencesVariables {
  companyId: number;
  /** Trimmed, non-empty names. */
  names: string[];
}

export interface CreatePreferencesResult {
  /** The preferences that were added. */
  preferences: Preference[];
  /** Names the company already had (compared case-insensitively). */
  skipped: string[];
}

/** POST /preferences/create/{company_id} (admin). */
export function createPreferences({
  companyId,
  names,
}: CreatePreferencesVariables): Promise<CreatePreferencesResult> {
  return api.post<CreatePreferencesResult>(`/preferences/create/${companyId}`, { names });
}

/** Adds preferences and puts them into the company's cached list; the caller shows toasts. */
export function useCreatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreferences,
    onSuccess: ({ preferences }, { companyId }) =>
      updateCachedPreferences(queryClient, companyId, (list) => [...list, ...preferences]),
  });
}
