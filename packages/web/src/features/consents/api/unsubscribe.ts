import type { UnsubscribeTarget } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { unsubscribeTargetQueryKey } from "./get-unsubscribe-target";

/** POST /unsubscribe/{token} (public, repeatable): withdraws the consent the link names. */
export function unsubscribe(token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/unsubscribe/${encodeURIComponent(token)}`, {});
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: () => {
      queryClient.setQueryData<UnsubscribeTarget>(unsubscribeTargetQueryKey(token), (target) =>
        target ? { ...target, granted: false } : target,
      );
    },
  });
}
