import type { CreateSuppressionInput, Suppression } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { suppressionsQueryKeyRoot } from "./get-suppressions";

/** POST /suppressions (admin): staff suppress an address by hand; 409 if it already is. */
export async function createSuppression(input: CreateSuppressionInput): Promise<Suppression> {
  const { suppression } = await api.post<{ suppression: Suppression }>("/suppressions", input);
  return suppression;
}

export function useCreateSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSuppression,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionsQueryKeyRoot }),
  });
}
