import type { Mailing } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailingsQueryKeyRoot } from "./get-mailings";

/** POST /mailings/{id}/cancel (admin): whatever was not sent yet stays unsent. */
export async function cancelMailing(id: number) {
  const { mailing } = await api.post<{ mailing: Mailing }>(`/mailings/${id}/cancel`);
  return mailing;
}

export function useCancelMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMailing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailingsQueryKeyRoot }),
  });
}
