import type { WebhookEndpoint } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { webhooksQueryKey } from "./get-webhooks";

/** PUT /webhooks/{id} (admin): pause or resume. */
export async function updateWebhook({
  id,
  paused,
}: {
  id: number;
  paused: boolean;
}): Promise<WebhookEndpoint> {
  const { webhook } = await api.put<{ webhook: WebhookEndpoint }>(`/webhooks/${id}`, { paused });
  return webhook;
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    // Resuming sends what waited: the deliveries change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
