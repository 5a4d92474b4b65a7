import type { MailingPurpose } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { segmentsQueryKeyRoot } from "./list-segments";

/** GET /segments/{id}/count?purpose= (staff): a saved segment's consenting members now. */
export async function countSegment(
  id: number,
  purpose: MailingPurpose,
  signal?: AbortSignal,
): Promise<number> {
  const { count } = await api.get<{ count: number }>(`/segments/${id}/count`, {
    query: { purpose },
    signal,
  });
  return count;
}

export function useSegmentCount(id: number | null, purpose: MailingPurpose) {
  return useQuery({
    queryKey: [...segmentsQueryKeyRoot, "saved-count", id, purpose] as const,
    queryFn: ({ signal }) => countSegment(id ?? 0, purpose, signal),
    enabled: id !== null,
    meta: { errorMessage: "The segment's members could not be counted." },
  });
}
