import type { CreateSegmentInput, Segment } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { segmentsQueryKeyRoot } from "./list-segments";

/** POST /segments (staff): a brand's segment, saved under a name. */
export async function createSegment(input: CreateSegmentInput) {
  const { segment } = await api.post<{ segment: Segment }>("/segments", input);
  return segment;
}

export function useCreateSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSegment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentsQueryKeyRoot }),
  });
}
