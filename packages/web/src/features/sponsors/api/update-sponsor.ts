import type { Sponsor, SponsorBody } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorsQueryKey } from "./list-sponsors";

export interface UpdateSponsorVariables {
  id: number;
  input: SponsorBody;
}

/** PUT /sponsors/{id} (admin): the whole sponsor again. */
export async function updateSponsor({ id, input }: UpdateSponsorVariables): Promise<Sponsor> {
  const { sponsor } = await api.put<{ sponsor: Sponsor }>(`/sponsors/${id}`, input);
  return sponsor;
}

/** Campaigns carry their sponsor's name and logo: they are read again too. */
const CAMPAIGNS_KEY = ["campaigns"] as const;

export function useUpdateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSponsor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
      return queryClient.invalidateQueries({ queryKey: sponsorsQueryKey });
    },
  });
}
