import type { JoinAnswer } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /user/public/join (public, single use): joins the brand an emailed link names. */
export function confirmJoin(slug: string): Promise<JoinAnswer> {
  return api.post<JoinAnswer>("/user/public/join", { slug });
}

export function useConfirmJoin(slug: string, onJoined?: (answer: JoinAnswer) => void) {
  return useMutation({
    mutationFn: () => confirmJoin(slug),
    onSuccess: (answer) => onJoined?.(answer),
  });
}
