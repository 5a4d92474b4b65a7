import type { CreateMailingInput, Mailing } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailingsQueryKeyRoot } from "./get-mailings";

/** POST /mailings (staff): a draft mailing of one brand. */
export async function createMailing(input: CreateMailingInput) {
  const { mailing } = await api.post<{ mailing: Mailing }>("/mailings", input);
  return mailing;
}

export function useCreateMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMailing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailingsQueryKeyRoot }),
  });
}
