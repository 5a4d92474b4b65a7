import type { EventRegistration, LeadAnswers } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorOffersBaseKey } from "../../../lib/query-keys";
import { myEventsBaseKey } from "./get-my-events";

export interface RegisterForEventVariables {
  eventId: number;
  /**
   * Also shares the member's details with the event's sponsor: the wording version the
   * question showed and the answers to its questions, as POST /resources/{id}/share takes them.
   */
  share?: { version: number; answers?: LeadAnswers };
}

/**
 * POST /events/{id}/registrations (member): 201 registered or waitlisted, 200 the same one
 * again; 409 once the event has started, 400 on a refused answer to the sponsor's questions.
 */
export async function registerForEvent({
  eventId,
  share,
}: RegisterForEventVariables): Promise<EventRegistration> {
  const { registration } = await api.post<{ registration: EventRegistration }>(
    `/events/${eventId}/registrations`,
    share ? { share } : {},
  );
  return registration;
}

/**
 * Registers; the member's registrations are read again before it settles (so the card shows
 * its new state at once), and the sponsor offers too after a share.
 */
export function useRegisterForEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForEvent,
    onSettled: (_registration, _error, { share }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myEventsBaseKey }),
        share && queryClient.invalidateQueries({ queryKey: sponsorOffersBaseKey }),
      ]),
  });
}
