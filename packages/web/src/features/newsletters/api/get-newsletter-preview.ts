import type { NewsletterPreview } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newsletterQueryKey } from "./get-newsletter";

/** GET /newsletters/{id}/preview (staff): exactly the mail one member gets from the edition. */
export function getNewsletterPreview(id: number, userId: number, signal?: AbortSignal) {
  return api.get<NewsletterPreview>(`/newsletters/${id}/preview`, {
    query: { user_id: userId },
    signal,
  });
}

/** Below the edition's key: saving the edition refreshes its previews too. */
export const newsletterPreviewQueryKey = (id: number, userId: number) =>
  [...newsletterQueryKey(id), "preview", userId] as const;

export function useNewsletterPreview(id: number, userId: number | null) {
  return useQuery({
    queryKey: newsletterPreviewQueryKey(id, userId ?? 0),
    queryFn: ({ signal }) => getNewsletterPreview(id, userId ?? 0, signal),
    enabled: userId !== null,
    meta: { errorMessage: "The preview could not be loaded." },
  });
}
