import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { segmentsQueryKeyRoot } from "./list-segments";

/** DELETE /segments/{id} (staff): a mailing that used it keeps its rules. */
export function deleteSegment(id: number): Promise<void> {
  return api.delete<void>(`/segments/${id}`);
}

export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSegment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: segmentsQueryKeyRoot }),
  });
}
