import type { EventFields, Resource } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feedBaseKey } from "../../../lib/query-keys";
import { archiveQueryKeyRoot } from "./get-resources";

export interface CreateResourcePayload {
  title: string;
  resource_url: string;
  image_bg: string;
  company_id: number;
  preference_ids: number[];
  /** Admins only: the sponsor's id, or null for none; absent, the resource has no sponsor. */
  sponsor_id?: number | null;
  /** When it is an event: its time (UTC) and place; absent: not an event. */
  event?: EventFields;
  /** The uploader's user id. */
  generated_by: number;
}

/** POST /resources (admin, employee). */
export async function createResource(payload: CreateResourcePayload): Promise<Resource> {
  const { resource } = await api.post<{ resource: Resource }>("/resources", payload);
  return resource;
}

/** Uploads a resource; the archive and the feeds reload when next shown. */
export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResource,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: archiveQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: feedBaseKey }),
      ]),
  });
}
