import type { CreatedWebhook, CreateWebhookData } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { webhooksQueryKey } from "./get-webhooks";

/** POST /webhooks (admin): answers the new endpoint with its secret, shown this once. */
export async function createWebhook(input: CreateWebhookData): Promise<CreatedWebhook> {
  const { webhook } = await api.post<{ webhook: CreatedWebhook }>("/webhooks", input);
  return webhook;
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
