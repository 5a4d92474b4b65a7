import type { Preference } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The registration payload of SPEC section 3. */
export interface RegistrationPayload {
  firstname: string;
  lastname: string;
  email: string;
  mobile_number: string;
  user_company: string;
  job_title: string;
  /** The selected preference objects. */
  preferences: Preference[];
  newsletter_flag: boolean;
  resources_flag: boolean;
  partners_flag: boolean;
  company_id: number;
}

/** POST /user/public/register: the server mails a set-password link. */
export function registerMember(payload: RegistrationPayload): Promise<{ message: string }> {
  return api.post<{ message: string }>("/user/public/register", payload);
}

export function useRegister() {
  return useMutation({ mutationFn: registerMember });
}
