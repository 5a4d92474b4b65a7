import type { WebhookEndpoint } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /webhooks (admin): the endpoints, without their secrets. */
export async function getWebhooks(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  const { webhooks } = await api.get<{ webhooks: WebhookEndpoint[] }>("/webhooks", { signal });
  return webhooks;
}

export const webhooksQueryKey = ["webhooks"] as const;

/** An endpoint that starts failing, or is paused for it, shows without a reload. */
const POLL_MS = 15_000;

export function useWebhooks() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => getWebhooks(signal),
    refetchInterval: POLL_MS,
    meta: { errorMessage: "The webhook endpoints could not be loaded." },
  });
}
