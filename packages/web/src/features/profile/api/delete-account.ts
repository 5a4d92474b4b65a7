import type { DeleteAccountInput } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /user/protected/delete-account: erases the caller's account once their password is
 * right (204), ending every session; a wrong password is a 400 with a message for the field.
 */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api.post<void>("/user/protected/delete-account", input);
}

/** Deletes the account; the caller then forgets the session here and says so. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
