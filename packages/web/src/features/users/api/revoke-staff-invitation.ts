import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { staffInvitationsQueryKey } from "./list-staff-invitations";

/** DELETE /staff-invitations/{id} (admin): the invitation's link stops working. */
export async function revokeStaffInvitation(id: number): Promise<void> {
  await api.delete(`/staff-invitations/${id}`);
}

export function useRevokeStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStaffInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffInvitationsQueryKey }),
  });
}
