import type { Preference } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { myPreferencesBaseKey } from "../../../lib/query-keys";
import { updateCachedPreferences } from "./preferences-cache";

export interface UpdatePreferenceVariables {
  id: number;
  name: string;
  companyId: number;
}

/** PUT /preferences/{id} (admin): renames a preference of its company. */
export async function updatePreference({
  id,
  name,
  companyId,
}: UpdatePreferenceVariables): Promise<Preference> {
  const { preference } = await api.put<{ preference: Preference }>(`/preferences/${id}`, {
    name,
    company_id: companyId,
  });
  return preference;
}

/** Renames a preference and replaces it in the cached list; the caller shows toasts. */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreference,
    onSuccess: (preference) => {
      updateCachedPreferences(queryClient, preference.company_id, (list) =>
        list.map((item) => (item.id === preference.id ? preference : item)),
      );
      // Members' chosen preferences show the name too.
      void queryClient.invalidateQueries({ queryKey: myPreferencesBaseKey });
    },
  });
}
