import type { EventRegistration } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventPageQueryKey } from "./get-event-page";

export interface ConfirmAnswer {
  message: string;
  registration: EventRegistration;
}

/** POST /events/{id}/guest-registrations/confirm (public): the emailed link's token registers its owner. */
export function confirmGuestRegistration(eventId: number, token: string): Promise<ConfirmAnswer> {
  return api.post<ConfirmAnswer>(`/events/${eventId}/guest-registrations/confirm`, { token });
}

export function useConfirmGuestRegistration(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmGuestRegistration(eventId, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventPageQueryKey(eventId) }),
  });
}
