import { SPONSORABLE_RESOURCES } from "../features/campaigns/resource-choices";
import type { MailingComposerProps } from "../features/mailings/components/mailing-composer";
import { useResources } from "../features/resources/api/get-resources";
import { AudiencePicker } from "../features/segments/components/audience-picker";
import { useSponsors } from "../features/sponsors/api/list-sponsors";
import { useCompanies } from "../lib/api/get-companies";

type Sources = Pick<
  MailingComposerProps,
  "brands" | "sponsors" | "sponsorsEmptyText" | "resources" | "audience"
>;

/**
 * What the mailing composer draws on from other features, composed by its screens: the
 * brands, the sponsors (the admins' list), the newest resources and the segments' audience
 * picker with its live count.
 */
export function useComposerSources(isAdmin: boolean): Sources {
  const { data: brands } = useCompanies();
  const sponsors = useSponsors(isAdmin);
  const resources = useResources(SPONSORABLE_RESOURCES);
  return {
    brands,
    sponsors: sponsors.data,
    sponsorsEmptyText: !isAdmin
      ? "Only admins may choose a sponsor."
      : sponsors.isPending
        ? "Loading..."
        : "No sponsors yet.",
    resources: resources.data?.resources,
    audience: (slot) => <AudiencePicker {...slot} />,
  };
}
