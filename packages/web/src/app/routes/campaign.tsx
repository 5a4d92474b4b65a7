import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ChevronLeftIcon, PencilIcon } from "../../components/ui/icons";
import { PageHeader } from "../../components/ui/page-header";
import { useDownloadCampaignLeads } from "../../features/campaigns/api/download-campaign-leads";
import { useEndCampaign } from "../../features/campaigns/api/end-campaign";
import { useCampaign } from "../../features/campaigns/api/get-campaign";
import { dailyLeads } from "../../features/campaigns/campaign-stats";
import { CampaignFormModal } from "../../features/campaigns/components/campaign-form-modal";
import { CampaignLeads } from "../../features/campaigns/components/campaign-leads";
import { CampaignOverview } from "../../features/campaigns/components/campaign-overview";
import {
  LeadsPerBrandTable,
  LeadsPerDayTable,
} from "../../features/campaigns/components/campaign-stats-tables";
import {
  LeadsPerBrandChart,
  LeadsPerDayChart,
} from "../../features/campaigns/components/lazy-charts";
import { SPONSORABLE_RESOURCES } from "../../features/campaigns/resource-choices";
import { ChartCard } from "../../features/insights/components/chart-card";
import { useDestinations } from "../../features/lead-destinations/api/list-destinations";
import { useRedeliverLead } from "../../features/lead-destinations/api/redeliver-lead";
import { useResources } from "../../features/resources/api/get-resources";
import { SharePreview } from "../../features/sponsor-sharing/components/share-preview";
import { isApiError } from "../../lib/api-client";
import { reportError } from "../../lib/report-error";
import { toast } from "../../lib/toast";

const idFrom = (value: string): number | null => {
  const id = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/**
 * /campaigns/{id} (admin): one campaign: its leads against the cap, per day and per brand, the
 * leads themselves (to reject with a reason, or restore), the leads' CSV, and editing or
 * ending it.
 */
export default function CampaignRoute() {
  const { id = "" } = useParams();
  const campaignId = idFrom(id);
  const detail = useCampaign(campaignId);
  const resources = useResources(SPONSORABLE_RESOURCES);
  const download = useDownloadCampaignLeads();
  const end = useEndCampaign();
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const destinations = useDestinations(detail.data?.campaign.sponsor_id ?? null);
  const redeliver = useRedeliverLead();
  if (campaignId === null) return <Navigate to="/404" replace />;

  const campaign = detail.data?.campaign;
  const stats = detail.data?.stats;
  const back = (
    <Link
      to={campaign ? `/sponsors?sponsor=${campaign.sponsor_id}` : "/sponsors"}
      className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ChevronLeftIcon className="size-4" />
      Back to sponsors
    </Link>
  );

  if (!campaign || !stats) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <>
        {back}
        <PageHeader title="Campaign" />
        <p className="text-sm text-slate-600" aria-busy={detail.isPending || undefined}>
          {detail.isPending
            ? "Loading..."
            : missing
              ? "This campaign does not exist."
              : "The campaign could not be loaded."}
        </p>
      </>
    );
  }

  const days = dailyLeads(stats.per_day);
  // A full campaign counts as ended, yet can still be ended for good (a raised cap would reopen
  // it); one ended early, or past its end, cannot.
  const endable = campaign.ended_at === null && Date.parse(campaign.ends_at) > Date.now();
  return (
    <>
      {back}
      <PageHeader title={campaign.name} subtitle={`Sponsored by ${campaign.sponsor.name}`} />
      <div className="mb-6 flex flex-wrap gap-3">
        <Button
          loading={download.isPending}
          onClick={async () => {
            try {
              await download.mutateAsync(campaign.id);
            } catch (error) {
              reportError(error, "The download failed. Please try again.");
            }
          }}
        >
          Download leads (CSV)
        </Button>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <PencilIcon className="size-4" />
          Edit
        </Button>
        {endable && (
          <Button variant="secondary" onClick={() => setEnding(true)}>
            End campaign
          </Button>
        )}
      </div>
      <CampaignOverview campaign={campaign} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartCard
          title="Leads per day"
          description="Members who shared their details, per day (UTC)."
          state={days.length === 0 ? "empty" : "ready"}
          emptyText="No leads yet"
          chart={<LeadsPerDayChart days={days} />}
          numbers={<LeadsPerDayTable perDay={stats.per_day} />}
        />
        <ChartCard
          title="Leads per brand"
          description="Members who shared their details, per brand they read on."
          state={stats.per_brand.length === 0 ? "empty" : "ready"}
          emptyText="No leads yet"
          chart={<LeadsPerBrandChart brands={stats.per_brand} />}
          numbers={<LeadsPerBrandTable perBrand={stats.per_brand} />}
        />
      </div>
      <CampaignLeads
        campaign={campaign}
        destinationNames={Object.fromEntries(
          (destinations.data ?? []).map((d) => [d.id, d.name] as const),
        )}
        redeliveringId={redeliver.isPending ? (redeliver.variables ?? null) : null}
        onRedeliver={async (lead) => {
          try {
            const { queued } = await redeliver.mutateAsync(lead.id);
            toast.success(
              queued === 1
                ? "Lead queued again for its destination."
                : `Lead queued again for ${queued} destinations.`,
            );
          } catch (error) {
            reportError(error, "The lead could not be redelivered. Please try again.");
          }
        }}
      />

      <CampaignFormModal
        open={editing}
        sponsorId={campaign.sponsor_id}
        sponsorName={campaign.sponsor.name}
        campaign={campaign}
        preview={(questions) => (
          <SharePreview sponsorName={campaign.sponsor.name} questions={questions} />
        )}
        resources={resources.data?.resources}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
      <ConfirmDialog
        open={ending}
        message="End this campaign now?"
        description={`${campaign.name} takes no more leads from now on. The ${campaign.leads} it has stay, and so does their CSV.`}
        confirmLabel="End campaign"
        cancelLabel="Cancel"
        busy={end.isPending}
        onCancel={() => setEnding(false)}
        onConfirm={async () => {
          try {
            await end.mutateAsync(campaign.id);
            toast.success("Campaign ended.");
            setEnding(false);
          } catch (error) {
            reportError(error);
          }
        }}
      />
    </>
  );
}
