import type { DemoDataSummary } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { demoDataQueryKey } from "./get-demo-data";

/** DELETE /demo-data (admin): the demo resources, members and edition, and nothing else. */
export function removeDemoData(): Promise<DemoDataSummary> {
  return api.delete<DemoDataSummary>("/demo-data");
}

export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoData,
    onSuccess: async (summary) => {
      queryClient.setQueryData(demoDataQueryKey, summary);
      // The demo set reached every screen (feeds, archive, search, insights, newsletters,
      // members, brand counts, audit log): every cached answer is stale, and the ones on
      // screen load again.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== demoDataQueryKey[0],
      });
    },
  });
}
