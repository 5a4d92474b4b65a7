import type { NewsletterWithCounts, UpdateNewsletterInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newslettersQueryKeyRoot } from "./get-newsletters";

/** PUT /newsletters/{id} (staff): a draft's subject and intro. */
export async function updateNewsletter({ id, ...input }: UpdateNewsletterInput & { id: number }) {
  const { newsletter } = await api.put<{ newsletter: NewsletterWithCounts }>(
    `/newsletters/${id}`,
    input,
  );
  return newsletter;
}

export function useUpdateNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsletter,
    // The list, the edition and its previews all show the subject or the intro.
    onSettled: () => queryClient.invalidateQueries({ queryKey: newslettersQueryKeyRoot }),
  });
}
