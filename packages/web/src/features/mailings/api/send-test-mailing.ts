import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /mailings/{id}/test (staff): the mail (a member's, else one's own) to one's own address. */
export function sendTestMailing({
  id,
  userId,
}: {
  id: number;
  userId: number | null;
}): Promise<{ sent_to: string; message?: string }> {
  return api.post<{ sent_to: string; message?: string }>(
    `/mailings/${id}/test`,
    userId !== null ? { user_id: userId } : {},
  );
}

export function useSendTestMailing() {
  return useMutation({ mutationFn: sendTestMailing });
}
