import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { suppressionsQueryKeyRoot } from "./get-suppressions";

/** DELETE /suppressions/{id} (admin): the address may get marketing mail again. */
export async function deleteSuppression(id: number): Promise<void> {
  await api.delete<void>(`/suppressions/${id}`);
}

export function useDeleteSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSuppression,
    // Also after a 404 (someone else lifted it): the list shows what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppressionsQueryKeyRoot }),
  });
}
