import type { CreateStaffInvitationInput, StaffInvitation } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { staffInvitationsQueryKey } from "./list-staff-invitations";

/** POST /staff-invitations (admin): mails the address a link that sets its password. */
export async function createStaffInvitation(
  input: CreateStaffInvitationInput,
): Promise<StaffInvitation> {
  const { invitation } = await api.post<{ invitation: StaffInvitation }>(
    "/staff-invitations",
    input,
  );
  return invitation;
}

export function useCreateStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffInvitationsQueryKey }),
  });
}
