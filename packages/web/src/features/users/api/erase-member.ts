import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";
import { usersQueryKeyRoot } from "./get-users";

export interface EraseMemberVariables {
  id: number;
  /** Why the member is erased; kept in the audit log. */
  reason: string;
}

/**
 * POST /user/protected/members/{id}/erase (admin): erases the member (204). 409 when they are
 * the last admin, 404 when they are already gone.
 */
export function eraseMember({ id, reason }: EraseMemberVariables): Promise<void> {
  return api.post<void>(`/user/protected/members/${id}/erase`, { reason });
}

/** Erases a member and reloads the users list, which no longer holds them; also after a 404. */
export function useEraseMember() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersQueryKeyRoot });
  return useMutation({
    mutationFn: eraseMember,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.status === 404) void refresh();
    },
  });
}
