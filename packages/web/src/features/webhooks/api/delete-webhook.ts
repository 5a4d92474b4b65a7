import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { webhooksQueryKey } from "./get-webhooks";

/** DELETE /webhooks/{id} (admin): the endpoint and its deliveries. */
export async function deleteWebhook(id: number): Promise<void> {
  await api.delete<void>(`/webhooks/${id}`);
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
