import type { LeadRedelivery } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /leads/{id}/redeliver (admin): each of the lead's deliveries queued again. */
export async function redeliverLead(leadId: number): Promise<LeadRedelivery> {
  return api.post<LeadRedelivery>(`/leads/${leadId}/redeliver`);
}

/** The campaigns' leads lists and the delivery counts are read again. */
export function useRedeliverLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverLead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["lead-deliveries"] });
      return queryClient.invalidateQueries({ queryKey: ["campaigns"] });
    },
  });
}
