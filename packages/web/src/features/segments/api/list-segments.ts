import type { Segment } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /segments?company_id= (staff): one brand's saved segments, by name. */
export async function listSegments(companyId: number, signal?: AbortSignal): Promise<Segment[]> {
  const { segments } = await api.get<{ segments: Segment[] }>("/segments", {
    query: { company_id: companyId },
    signal,
  });
  return segments;
}

/** Every cached segment answer (lists, counts) starts with this key. */
export const segmentsQueryKeyRoot = ["segments"] as const;

export function useSegments(companyId: number | null) {
  return useQuery({
    queryKey: [...segmentsQueryKeyRoot, "list", companyId] as const,
    queryFn: ({ signal }) => listSegments(companyId ?? 0, signal),
    enabled: companyId !== null,
    meta: { errorMessage: "The segments could not be loaded." },
  });
}
