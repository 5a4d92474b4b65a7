import type { LeadAnswers, Preference, RegisterData } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { eventPageQueryKey } from "./get-event-page";

/**
 * The brand's registration payload, as its form sends it (registerSchema's fields, the chosen
 * preference objects in place of their ids).
 */
export type GuestRegistrationPayload = Omit<RegisterData, "preferences"> & {
  preferences: Preference[];
};

/** The sponsor question answered "Share and register": the wording shown, the answers. */
export interface GuestShare {
  version: number;
  answers: LeadAnswers;
}

/**
 * POST /events/{id}/guest-registrations (public) with the brand's registration payload: the
 * same answer whether the address was new (a member now, registered) or had an account (mailed
 * a confirm link). With `share`, the guest also shares their details with the event's sponsor
 * (at once, or on confirming the link).
 */
export function registerGuest(
  eventId: number,
  payload: GuestRegistrationPayload,
  share?: GuestShare,
): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    `/events/${eventId}/guest-registrations`,
    share ? { ...payload, share } : payload,
  );
}

export function useRegisterGuest(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, share }: { payload: GuestRegistrationPayload; share?: GuestShare }) =>
      registerGuest(eventId, payload, share),
    // A seat may be gone now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventPageQueryKey(eventId) }),
  });
}
