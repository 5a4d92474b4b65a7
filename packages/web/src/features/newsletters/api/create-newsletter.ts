import type { CreateNewsletterInput, NewsletterWithCounts } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newslettersQueryKeyRoot } from "./get-newsletters";

/** POST /newsletters (staff): a draft edition of one brand. */
export async function createNewsletter(input: CreateNewsletterInput) {
  const { newsletter } = await api.post<{ newsletter: NewsletterWithCounts }>(
    "/newsletters",
    input,
  );
  return newsletter;
}

export function useCreateNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newslettersQueryKeyRoot }),
  });
}
