import type { ResourceOpenFigures } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /resources/{id}/opens (admin, employee): how often members opened one resource. */
export function getResourceOpens(id: number, signal?: AbortSignal): Promise<ResourceOpenFigures> {
  return api.get<ResourceOpenFigures>(`/resources/${id}/opens`, { signal });
}

export const resourceOpensQueryKey = (id: number | null) => ["resource-opens", id] as const;

/** The figures of the resource being edited; nothing is asked while `id` is null. */
export function useResourceOpens(id: number | null) {
  return useQuery({
    queryKey: resourceOpensQueryKey(id),
    queryFn: ({ signal }) => getResourceOpens(id as number, signal),
    enabled: id !== null,
    // Members open resources all the time: each time the modal opens, ask again.
    staleTime: 0,
  });
}
