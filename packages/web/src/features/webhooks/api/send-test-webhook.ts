import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { webhookDeliveriesQueryKey } from "./get-webhook-deliveries";

/** POST /webhooks/{id}/test (admin): queues a webhook.test event for the endpoint. */
export async function sendTestWebhook(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/webhooks/${id}/test`);
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_answer, id) =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(id) }),
  });
}
