import { SPONSORABLE_RESOURCES } from "../features/campaigns/resource-choices";
import { useMailingSponsors } from "../features/mailings/api/get-mailing-sponsors";
import type { MailingComposerProps } from "../features/mailings/components/mailing-composer";
import { useResources } from "../features/resources/api/get-resources";
import { AudiencePicker } from "../features/segments/components/audience-picker";
import { useCompanies } from "../lib/api/get-companies";

type Sources = Pick<
  MailingComposerProps,
  "brands" | "sponsors" | "sponsorsEmptyText" | "resources" | "audience"
>;

/**
 * What the mailing composer draws on from other features, composed by its screens: the
 * brands, the sponsors a partners mailing may name (names only, for every staff member), the
 * newest resources and the segments' audience picker with its live count.
 */
export function useComposerSources(): Sources {
  const { data: brands } = useCompanies();
  const sponsors = useMailingSponsors();
  const resources = useResources(SPONSORABLE_RESOURCES);
  return {
    brands,
    sponsors: sponsors.data,
    sponsorsEmptyText: sponsors.isPending ? "Loading..." : "No sponsors yet.",
    resources: resources.data?.resources,
    audience: (slot) => <AudiencePicker {...slot} />,
  };
}
