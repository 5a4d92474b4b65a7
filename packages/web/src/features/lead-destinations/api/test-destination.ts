import type { LeadDestinationTest } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { destinationsQueryKey } from "./list-destinations";

export interface TestDestinationVariables {
  sponsorId: number;
  id: number;
}

/** POST /sponsors/{id}/destinations/{d}/test (admin): what the far end said of a test lead. */
export async function testDestination({
  sponsorId,
  id,
}: TestDestinationVariables): Promise<LeadDestinationTest> {
  return api.post<LeadDestinationTest>(`/sponsors/${sponsorId}/destinations/${id}/test`);
}

export function useTestDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testDestination,
    onSuccess: (_, { sponsorId }) =>
      queryClient.invalidateQueries({ queryKey: destinationsQueryKey(sponsorId) }),
  });
}
