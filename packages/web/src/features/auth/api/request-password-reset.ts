import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ForgotPasswordBody {
  email: string;
}

/** POST /user/public/forgot-password: mails a reset link if the address is known. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<unknown> {
  return api.post("/user/public/forgot-password", body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
