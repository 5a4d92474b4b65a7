import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ResetPasswordBody {
  /** The single-use code from the emailed link /reset-password/{slug}. */
  slug: string;
  newPassword: string;
}

/** POST /user/public/reset-password: sets the password of the link's owner. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post("/user/public/reset-password", body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
