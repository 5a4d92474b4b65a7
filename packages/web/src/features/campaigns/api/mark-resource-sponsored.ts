import type { Resource, ResourceSponsorInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { resourcesBaseKey } from "../../../lib/query-keys";

export interface MarkResourceSponsoredVariables {
  resourceId: number;
  sponsorId: number;
}

/**
 * PUT /resources/{id}/sponsor (admin): the resource becomes the sponsor's, leaving the one it
 * had. 400 with a message when another sponsor's running campaign holds it.
 */
export async function markResourceSponsored({
  resourceId,
  sponsorId,
}: MarkResourceSponsoredVariables): Promise<Resource> {
  const body: ResourceSponsorInput = { sponsor_id: sponsorId };
  const { resource } = await api.put<{ resource: Resource }>(
    `/resources/${resourceId}/sponsor`,
    body,
  );
  return resource;
}

/** Marks; the archive and the editor's choices are read again, grouped anew. */
export function useMarkResourceSponsored() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markResourceSponsored,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesBaseKey }),
  });
}
