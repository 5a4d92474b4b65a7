import type { EventFields, Resource } from "@sector/shared";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feedBaseKey, staffEventsQueryKeyRoot } from "../../../lib/query-keys";
import { type ArchivePage, archiveQueryKeyRoot } from "./get-resources";

export interface UpdateResourcePayload {
  title: string;
  image_bg: string;
  resource_url: string;
  /** Preference ids of the resource's company. */
  preferences: number[];
  /** Admins only: the sponsor's id, or null for none; absent, the sponsor stays. */
  sponsor_id?: number | null;
  /** Its time (UTC) and place; null: no longer an event; absent: the event stays as it is. */
  event?: EventFields | null;
}

export interface UpdateResourceVariables {
  id: number;
  payload: UpdateResourcePayload;
  /** The archive page on screen: its row is replaced with the server's answer. */
  pageKey: QueryKey;
}

/** PUT /resources/{id} (admin, employee): returns the updated resource. */
export async function updateResource({ id, payload }: UpdateResourceVariables): Promise<Resource> {
  const { resource } = await api.put<{ resource: Resource }>(`/resources/${id}`, payload);
  return resource;
}

/**
 * Saves an edit and puts the server's resource in place of the row on screen. Other
 * cached pages are marked stale (not refetched now) so they reload when shown; the feeds and
 * the Events screen's answers are invalidated too.
 */
export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResource,
    onSuccess: async (resource, { pageKey }) => {
      await queryClient.cancelQueries({ queryKey: pageKey });
      queryClient.setQueryData<ArchivePage>(pageKey, (page) =>
        page
          ? {
              ...page,
              resources: page.resources.map((item) => (item.id === resource.id ? resource : item)),
            }
          : page,
      );
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: archiveQueryKeyRoot,
          refetchType: "none",
          predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(pageKey),
        }),
        queryClient.invalidateQueries({ queryKey: feedBaseKey }),
        // Its event's time, place or capacity may have changed on the Events screen.
        queryClient.invalidateQueries({ queryKey: staffEventsQueryKeyRoot }),
      ]);
    },
  });
}
