import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailQueueQueryKey } from "./get-mail-queue";

/** POST /mail/{id}/retry (admin): a failed message becomes pending, due now. */
export function retryMail(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/mail/${id}/retry`);
}

/**
 * Retries a message and then refreshes the mail section, also after a refusal (the message
 * may have changed meanwhile); the caller shows the toasts.
 */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailQueueQueryKey }),
  });
}
