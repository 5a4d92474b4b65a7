import type { EventRegistration } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { myEventsBaseKey } from "./get-my-events";

/**
 * DELETE /events/{id}/registrations (member): cancels the member's seat or waitlist place
 * (the seat goes to the first on the waitlist); 409 once the event has started.
 */
export async function cancelRegistration(eventId: number): Promise<EventRegistration> {
  const { registration } = await api.delete<{ registration: EventRegistration }>(
    `/events/${eventId}/registrations`,
  );
  return registration;
}

/** Cancels; the member's registrations are read again before it settles. */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myEventsBaseKey }),
  });
}
