import type { Segment, UpdateSegmentInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { segmentsQueryKeyRoot } from "./list-segments";

/** PUT /segments/{id} (staff): a segment's name and rules. */
export async function updateSegment({ id, ...input }: UpdateSegmentInput & { id: number }) {
  const { segment } = await api.put<{ segment: Segment }>(`/segments/${id}`, input);
  return segment;
}

export function useUpdateSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSegment,
    // The list and the segment's counts both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentsQueryKeyRoot }),
  });
}
