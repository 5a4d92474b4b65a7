import type { Sponsor, SponsorBody } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sponsorsQueryKey } from "./list-sponsors";

/** POST /sponsors (admin): 400 names the refused fields in `errors`. */
export async function createSponsor(input: SponsorBody): Promise<Sponsor> {
  const { sponsor } = await api.post<{ sponsor: Sponsor }>("/sponsors", input);
  return sponsor;
}

export function useCreateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorsQueryKey }),
  });
}
