import type { MailingReport } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailingsQueryKeyRoot } from "./get-mailings";

/** POST /mailings/{id}/send (admin): now, or at `at` (an ISO moment with its zone). */
export async function sendMailing({ id, at }: { id: number; at?: string }) {
  const { mailing } = await api.post<{ mailing: MailingReport }>(
    `/mailings/${id}/send`,
    at ? { at } : {},
  );
  return mailing;
}

export function useSendMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailingsQueryKeyRoot }),
  });
}
