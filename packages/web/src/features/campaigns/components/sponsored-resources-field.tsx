import { type Ref, useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { MultiSelect } from "../../../components/ui/multi-select";
import { reportError } from "../../../lib/report-error";
import { useMarkResourceSponsored } from "../api/mark-resource-sponsored";
import {
  type CampaignResourceChoice,
  type ChoosingSponsor,
  isSponsoredBy,
  mergeResourceChoices,
  resourceOptions,
} from "../resource-choices";

export interface SponsoredResourcesFieldProps {
  sponsor: ChoosingSponsor;
  /** The campaign's own resources (edit), offered however old. */
  campaignResources: readonly CampaignResourceChoice[];
  /** The archive's resources; undefined while they load. */
  resources: readonly CampaignResourceChoice[] | undefined;
  brandNames: ReadonlyMap<number, string>;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The confirmation's words: a resource of another sponsor moves, one of none just gets one. */
function markDescription(resource: CampaignResourceChoice, sponsor: string): string {
  const now = resource.sponsor
    ? `“${resource.title}” is sponsored by ${resource.sponsor.name} now: it moves to ${sponsor}.`
    : `“${resource.title}” has no sponsor yet.`;
  return `${now} Its cards and its sharing dialog name ${sponsor} from now on, and it is added to this campaign.`;
}

/**
 * The campaign's "Sponsored resources": the sponsor's own listed first, then the others. A
 * campaign only collects leads on its sponsor's resources, so choosing another one asks first
 * to mark it as sponsored by the sponsor (moving it from the one it has, if any), then chooses
 * it: no dead end at saving.
 */
export function SponsoredResourcesField({
  sponsor,
  campaignResources,
  resources,
  brandNames,
  value,
  onChange,
  error,
  ref,
}: SponsoredResourcesFieldProps) {
  const mark = useMarkResourceSponsored();
  // Marked here: the sponsor's already, while the archive is read again.
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  // The resource being asked about; kept while the question fades out.
  const [asking, setAsking] = useState<CampaignResourceChoice | null>(null);
  const [open, setOpen] = useState(false);

  const choices = useMemo(
    () => mergeResourceChoices(campaignResources, resources, sponsor, marked),
    [campaignResources, resources, sponsor, marked],
  );

  const choose = (next: number[]) => {
    const foreign = next
      .filter((id) => !value.includes(id))
      .map((id) => choices.get(id))
      .find((resource) => resource && !isSponsoredBy(resource, sponsor));
    if (foreign && sponsor.id !== null) {
      onChange(next.filter((id) => id !== foreign.id));
      setAsking(foreign);
      setOpen(true);
      return;
    }
    onChange(next);
  };

  const confirm = async () => {
    if (!asking || sponsor.id === null) return;
    try {
      await mark.mutateAsync({ resourceId: asking.id, sponsorId: sponsor.id });
      setMarked((now) => new Set(now).add(asking.id));
      if (!value.includes(asking.id)) onChange([...value, asking.id]);
    } catch (problem) {
      // Another sponsor's running campaign holds it: the server says which.
      reportError(problem, "The resource could not be marked. Please try again.");
    }
    setOpen(false);
  };

  return (
    <>
      <MultiSelect
        ref={ref}
        label="Sponsored resources"
        placeholder={resources ? "Choose resources" : "Loading..."}
        value={value}
        onChange={choose}
        options={resourceOptions(choices, sponsor, brandNames)}
        emptyText="No resources in the archive yet"
        error={error}
      />
      <ConfirmDialog
        open={open}
        message={`Mark as sponsored by ${sponsor.name}?`}
        description={asking ? markDescription(asking, sponsor.name) : undefined}
        confirmLabel={`Mark as sponsored by ${sponsor.name}`}
        cancelLabel="Cancel"
        busy={mark.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
