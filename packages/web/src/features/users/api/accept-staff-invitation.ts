import type { AcceptStaffInvitationInput } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface AcceptStaffInvitationVariables extends AcceptStaffInvitationInput {
  /** The single-use code from the emailed link /staff-invitation/{token}. */
  token: string;
}

/** POST /staff-invitations/{token}/accept (no sign-in): makes the staff account, once. */
export async function acceptStaffInvitation({
  token,
  ...body
}: AcceptStaffInvitationVariables): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    `/staff-invitations/${encodeURIComponent(token)}/accept`,
    body,
  );
}

export function useAcceptStaffInvitation() {
  return useMutation({ mutationFn: acceptStaffInvitation });
}
