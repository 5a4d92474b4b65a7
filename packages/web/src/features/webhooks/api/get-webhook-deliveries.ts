import type { WebhookDelivery } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /webhooks/{id}/deliveries (admin): the endpoint's last 100 deliveries, newest first. */
export async function getWebhookDeliveries(
  id: number,
  signal?: AbortSignal,
): Promise<WebhookDelivery[]> {
  const { deliveries } = await api.get<{ deliveries: WebhookDelivery[] }>(
    `/webhooks/${id}/deliveries`,
    { signal },
  );
  return deliveries;
}

export const webhookDeliveriesQueryKey = (id: number) => ["webhooks", id, "deliveries"] as const;

/** While a delivery is pending, the list asks again this often: its outcome shows by itself. */
const POLL_MS = 2_000;

export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: webhookDeliveriesQueryKey(id),
    queryFn: ({ signal }) => getWebhookDeliveries(id, signal),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((d) => d.status === "pending") ? POLL_MS : false,
  });
}
