import { MAX_PAGE_SIZE } from "@sector/shared";
import type { SelectOption } from "../../components/ui/select";

/**
 * The archive query (GET /resources) whose answer a campaign's resources are chosen from: the
 * newest resources, as many as one page may hold. A campaign's own resources are always
 * offered too, however old.
 */
export const SPONSORABLE_RESOURCES = {
  page: 1,
  limit: MAX_PAGE_SIZE,
  companyId: null,
  createSortOrder: null,
  updateSortOrder: null,
  debouncedValue: "",
} as const;

/** A resource a campaign may sponsor (the screen reads them from the resource archive). */
export interface CampaignResourceChoice {
  id: number;
  title: string;
  company_id: number;
  /** Who sponsors it now (the archive says); absent: the campaign's own, so its sponsor's. */
  sponsor?: { id: number; name: string } | null;
}

/** The sponsor a campaign is for. */
export interface ChoosingSponsor {
  id: number | null;
  name: string;
}

/** The heading of the resources another sponsor, or none, sponsors now. */
export const OTHER_RESOURCES = "Other resources";
export const sponsoredByHeading = (sponsor: string) => `Sponsored by ${sponsor}`;

/**
 * The resources to choose from: the campaign's own (kept even when the archive's page leaves
 * them out) and the archive's, each once, with what the archive says of it now. `marked` are
 * those just marked as the sponsor's here, before the archive is read again.
 */
export function mergeResourceChoices(
  campaignResources: readonly CampaignResourceChoice[],
  archive: readonly CampaignResourceChoice[] | undefined,
  sponsor: ChoosingSponsor,
  marked: ReadonlySet<number> = new Set(),
): Map<number, CampaignResourceChoice> {
  const own = sponsor.id === null ? null : { id: sponsor.id, name: sponsor.name };
  const all = new Map<number, CampaignResourceChoice>();
  for (const resource of campaignResources) all.set(resource.id, { sponsor: own, ...resource });
  for (const resource of archive ?? []) all.set(resource.id, resource);
  for (const id of marked) {
    const resource = all.get(id);
    if (resource && own) all.set(id, { ...resource, sponsor: own });
  }
  return all;
}

/** Whether the campaign's sponsor sponsors the resource already. */
export const isSponsoredBy = (resource: CampaignResourceChoice, sponsor: ChoosingSponsor) =>
  sponsor.id !== null && resource.sponsor?.id === sponsor.id;

/**
 * The choices as options: the sponsor's own first, under "Sponsored by {sponsor}", then the
 * others under "Other resources" (choosing one of those marks it as the sponsor's first), each
 * in the archive's order, named with its brand.
 */
export function resourceOptions(
  choices: ReadonlyMap<number, CampaignResourceChoice>,
  sponsor: ChoosingSponsor,
  brandNames: ReadonlyMap<number, string>,
): SelectOption<number>[] {
  const option = (r: CampaignResourceChoice, group: string): SelectOption<number> => {
    const brand = brandNames.get(r.company_id);
    return { value: r.id, label: brand ? `${r.title} (${brand})` : r.title, group };
  };
  const values = [...choices.values()];
  return [
    ...values
      .filter((r) => isSponsoredBy(r, sponsor))
      .map((r) => option(r, sponsoredByHeading(sponsor.name))),
    ...values.filter((r) => !isSponsoredBy(r, sponsor)).map((r) => option(r, OTHER_RESOURCES)),
  ];
}
