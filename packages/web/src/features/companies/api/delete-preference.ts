import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { myPreferencesBaseKey } from "../../../lib/query-keys";
import { updateCachedPreferences } from "./preferences-cache";

export interface DeletePreferenceVariables {
  id: number;
  companyId: number;
}

/** DELETE /preferences/{id} (admin). */
export async function deletePreference({ id }: DeletePreferenceVariables): Promise<void> {
  await api.delete<{ message: string }>(`/preferences/${id}`);
}

/** Deletes a preference and drops it from the cached list; the caller shows toasts. */
export function useDeletePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreference,
    onSuccess: (_result, { id, companyId }) => {
      updateCachedPreferences(queryClient, companyId, (list) =>
        list.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: myPreferencesBaseKey });
    },
  });
}
