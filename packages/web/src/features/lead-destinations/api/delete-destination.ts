import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { destinationsQueryKey } from "./list-destinations";

export interface DeleteDestinationVariables {
  sponsorId: number;
  id: number;
}

/** DELETE /sponsors/{id}/destinations/{d} (admin): the destination and its deliveries. */
export async function deleteDestination({ sponsorId, id }: DeleteDestinationVariables) {
  await api.delete(`/sponsors/${sponsorId}/destinations/${id}`);
}

export function useDeleteDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDestination,
    onSuccess: (_, { sponsorId }) =>
      queryClient.invalidateQueries({ queryKey: destinationsQueryKey(sponsorId) }),
  });
}
