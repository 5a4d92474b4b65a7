import type { Preference, RegisterData } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * The registration payload of SPEC section 3: registerSchema's parsed fields, except that
 * the web app sends the selected preference objects rather than their ids.
 */
export type RegistrationPayload = Omit<RegisterData, "preferences"> & {
  preferences: Preference[];
};

/** POST /user/public/register: the server mails a set-password link. */
export function registerMember(payload: RegistrationPayload): Promise<{ message: string }> {
  return api.post<{ message: string }>("/user/public/register", payload);
}

export function useRegisterMember() {
  return useMutation({ mutationFn: registerMember });
}
