import type { LeadDestination, UpdateLeadDestinationInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { destinationsQueryKey } from "./list-destinations";

export interface UpdateDestinationVariables {
  sponsorId: number;
  id: number;
  input: UpdateLeadDestinationInput;
}

/** PUT /sponsors/{id}/destinations/{d} (admin): the whole destination; "••••" keeps a secret. */
export async function updateDestination({
  sponsorId,
  id,
  input,
}: UpdateDestinationVariables): Promise<LeadDestination> {
  const { destination } = await api.put<{ destination: LeadDestination }>(
    `/sponsors/${sponsorId}/destinations/${id}`,
    input,
  );
  return destination;
}

export function useUpdateDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDestination,
    onSuccess: (_, { sponsorId }) =>
      queryClient.invalidateQueries({ queryKey: destinationsQueryKey(sponsorId) }),
  });
}
