import type { Mailing, UpdateMailingInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailingsQueryKeyRoot } from "./get-mailings";

/** PUT /mailings/{id} (staff): a draft's whole content again. */
export async function updateMailing({ id, ...input }: UpdateMailingInput & { id: number }) {
  const { mailing } = await api.put<{ mailing: Mailing }>(`/mailings/${id}`, input);
  return mailing;
}

export function useUpdateMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailing,
    // The list, the mailing and its previews all show what changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailingsQueryKeyRoot }),
  });
}
