import type { ChangePasswordInput, ChangePasswordResponse } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /user/protected/change-password: sets a new password once the current one is right.
 * Every other session ends; this one goes on with the fresh token the answer carries. A wrong
 * current password or a common new one is a 400 with a message for the field.
 */
export function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResponse> {
  return api.post<ChangePasswordResponse>("/user/protected/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
