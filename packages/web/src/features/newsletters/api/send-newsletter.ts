import type { NewsletterWithCounts } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newslettersQueryKeyRoot } from "./get-newsletters";

/**
 * POST /newsletters/{id}/send (admin): now (the edition is sending), or at `at`, an ISO moment
 * with its zone (scheduled).
 */
export async function sendNewsletter({ id, at }: { id: number; at?: string }) {
  const { newsletter } = await api.post<{ newsletter: NewsletterWithCounts }>(
    `/newsletters/${id}/send`,
    at ? { at } : {},
  );
  return newsletter;
}

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: newslettersQueryKeyRoot }),
  });
}
