import type { CreateLeadDestinationInput, LeadDestination } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { destinationsQueryKey } from "./list-destinations";

export interface CreateDestinationVariables {
  sponsorId: number;
  input: CreateLeadDestinationInput;
}

/** POST /sponsors/{id}/destinations (admin): 400 names the refused fields in `errors`. */
export async function createDestination({
  sponsorId,
  input,
}: CreateDestinationVariables): Promise<LeadDestination> {
  const { destination } = await api.post<{ destination: LeadDestination }>(
    `/sponsors/${sponsorId}/destinations`,
    input,
  );
  return destination;
}

export function useCreateDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDestination,
    onSuccess: (_, { sponsorId }) =>
      queryClient.invalidateQueries({ queryKey: destinationsQueryKey(sponsorId) }),
  });
}
