import type { newsletterTestSchema } from "@sector/shared";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { api } from "../../../lib/api-client";

export type NewsletterTestInput = z.input<typeof newsletterTestSchema>;

/** POST /newsletters/{id}/test (staff): a member's edition, mailed to a staff address. */
export function sendTestNewsletter({
  id,
  ...input
}: NewsletterTestInput & { id: number }): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/newsletters/${id}/test`, input);
}

export function useSendTestNewsletter() {
  return useMutation({ mutationFn: sendTestNewsletter });
}
