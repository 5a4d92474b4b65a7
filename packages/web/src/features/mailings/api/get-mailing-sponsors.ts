import type { MailingSponsorOption } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /mailings/sponsors (staff): the sponsors a partners mailing may name, by name. */
export async function getMailingSponsors(signal?: AbortSignal) {
  const { sponsors } = await api.get<{ sponsors: MailingSponsorOption[] }>("/mailings/sponsors", {
    signal,
  });
  return sponsors;
}

export const mailingSponsorsQueryKey = ["mailing-sponsors"] as const;

export function useMailingSponsors() {
  return useQuery({
    queryKey: mailingSponsorsQueryKey,
    queryFn: ({ signal }) => getMailingSponsors(signal),
    meta: { errorMessage: "The sponsors could not be loaded." },
  });
}
