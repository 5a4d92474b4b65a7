import type { MailingPreview } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailingQueryKey } from "./get-mailing";

export type MailingArm = "a" | "b";

/** GET /mailings/{id}/preview?user_id=&arm= (staff): exactly the mail one member would get. */
export function getMailingPreview(
  id: number,
  userId: number,
  arm: MailingArm,
  signal?: AbortSignal,
) {
  return api.get<MailingPreview>(`/mailings/${id}/preview`, {
    query: { user_id: userId, arm },
    signal,
  });
}

/** Below the mailing's key: saving the draft refreshes its previews too. */
export const mailingPreviewQueryKey = (id: number, userId: number, arm: MailingArm) =>
  [...mailingQueryKey(id), "preview", userId, arm] as const;

export function useMailingPreview(id: number, userId: number | null, arm: MailingArm) {
  return useQuery({
    queryKey: mailingPreviewQueryKey(id, userId ?? 0, arm),
    queryFn: ({ signal }) => getMailingPreview(id, userId ?? 0, arm, signal),
    enabled: userId !== null,
    meta: { errorMessage: "The preview could not be loaded." },
  });
}
