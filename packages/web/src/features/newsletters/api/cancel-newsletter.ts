import type { NewsletterWithCounts } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newslettersQueryKeyRoot } from "./get-newsletters";

/** DELETE /newsletters/{id}: cancels an edition not sent yet (scheduled or sending: admin). */
export async function cancelNewsletter(id: number) {
  const { newsletter } = await api.delete<{ newsletter: NewsletterWithCounts }>(
    `/newsletters/${id}`,
  );
  return newsletter;
}

export function useCancelNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelNewsletter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: newslettersQueryKeyRoot }),
  });
}
