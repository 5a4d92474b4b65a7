import type { Campaign, Sponsor } from "@sector/shared";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { PlusIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { useCampaigns } from "../../features/campaigns/api/list-campaigns";
import { CampaignFormModal } from "../../features/campaigns/components/campaign-form-modal";
import { CampaignsTable } from "../../features/campaigns/components/campaigns-table";
import { SPONSORABLE_RESOURCES } from "../../features/campaigns/resource-choices";
import { DestinationsModal } from "../../features/lead-destinations/components/destinations-modal";
import { useResources } from "../../features/resources/api/get-resources";
import { ReportLinksModal } from "../../features/sponsor-reports/components/report-links-modal";
import { SharePreview } from "../../features/sponsor-sharing/components/share-preview";
import { useSponsors } from "../../features/sponsors/api/list-sponsors";
import { SponsorFormModal } from "../../features/sponsors/components/sponsor-form-modal";
import { SponsorsTable } from "../../features/sponsors/components/sponsors-table";

/** The sponsor chosen in the address (?sponsor=3), so a campaign's back link returns to it. */
const sponsorIdFrom = (value: string | null): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * /sponsors (admin): the companies that sponsor resources and, for the one chosen, its
 * campaigns with their leads against the cap.
 */
export default function SponsorsRoute() {
  const [params, setParams] = useSearchParams();
  const { data: sponsors, isPending } = useSponsors();
  const resources = useResources(SPONSORABLE_RESOURCES);
  // The chosen sponsor, else the first, until another is chosen.
  const chosenId = sponsorIdFrom(params.get("sponsor"));
  const selected = sponsors?.find((s) => s.id === chosenId) ?? sponsors?.[0] ?? null;
  const campaigns = useCampaigns(selected?.id ?? null);

  // The sponsor or campaign in a modal stays named while the modal fades out.
  const [sponsorOpen, setSponsorOpen] = useState(false);
  const [editedSponsor, setEditedSponsor] = useState<Sponsor | null>(null);
  const [campaignOpen, setCampaignOpen] = useState(false);
  const [editedCampaign, setEditedCampaign] = useState<Campaign | null>(null);
  const [destinationsOpen, setDestinationsOpen] = useState(false);
  const [destinationsOf, setDestinationsOf] = useState<Sponsor | null>(null);
  const destinationCampaigns = useCampaigns(destinationsOpen ? (destinationsOf?.id ?? null) : null);
  const [reportLinksOf, setReportLinksOf] = useState<Sponsor | null>(null);
  const [reportLinksOpen, setReportLinksOpen] = useState(false);

  const select = (sponsor: Sponsor) =>
    setParams({ sponsor: String(sponsor.id) }, { replace: true });

  return (
    <>
      <PageHeader
        title="Sponsors"
        subtitle="Companies that sponsor resources, and the campaigns in which members may share their details with them"
        actions={
          <Button
            onClick={() => {
              setEditedSponsor(null);
              setSponsorOpen(true);
            }}
          >
            <PlusIcon className="size-4" />
            Add sponsor
          </Button>
        }
      />
      <SponsorsTable
        sponsors={sponsors}
        isPending={isPending}
        selectedId={selected?.id ?? null}
        onSelect={select}
        onEdit={(sponsor) => {
          setEditedSponsor(sponsor);
          setSponsorOpen(true);
        }}
        onDestinations={(sponsor) => {
          setDestinationsOf(sponsor);
          setDestinationsOpen(true);
        }}
        onReportLinks={(sponsor) => {
          setReportLinksOf(sponsor);
          setReportLinksOpen(true);
        }}
      />

      {selected && (
        <section aria-labelledby="sponsor-campaigns" className="mt-8">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <h2 id="sponsor-campaigns" className="text-lg font-semibold break-words text-slate-900">
              Campaigns of {selected.name}
            </h2>
            <Button
              onClick={() => {
                setEditedCampaign(null);
                setCampaignOpen(true);
              }}
            >
              <PlusIcon className="size-4" />
              New campaign
            </Button>
          </div>
          <CampaignsTable
            campaigns={campaigns.data}
            isPending={campaigns.isPending}
            onEdit={(campaign) => {
              setEditedCampaign(campaign);
              setCampaignOpen(true);
            }}
          />
        </section>
      )}

      <SponsorFormModal
        open={sponsorOpen}
        sponsor={editedSponsor}
        onClose={() => setSponsorOpen(false)}
        onSaved={(sponsor) => {
          setSponsorOpen(false);
          select(sponsor);
        }}
      />
      <DestinationsModal
        open={destinationsOpen}
        sponsor={destinationsOf}
        questions={(destinationCampaigns.data ?? []).flatMap((c) => c.questions)}
        onClose={() => setDestinationsOpen(false)}
      />
      <ReportLinksModal
        open={reportLinksOpen}
        sponsor={reportLinksOf}
        onClose={() => setReportLinksOpen(false)}
      />
      <CampaignFormModal
        open={campaignOpen}
        sponsorId={selected?.id ?? null}
        sponsorName={selected?.name ?? ""}
        preview={(questions) => (
          <SharePreview sponsorName={selected?.name ?? "The sponsor"} questions={questions} />
        )}
        campaign={editedCampaign}
        resources={resources.data?.resources}
        onClose={() => setCampaignOpen(false)}
        onSaved={() => setCampaignOpen(false)}
      />
    </>
  );
}
