import { CAMPAIGN_LEADS_PAGE_SIZE, type Campaign, type CampaignLead } from "@sector/shared";
import { useId, useState } from "react";
import { Pager, pageCount } from "../../../components/ui/pager";
import { isApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCampaignLeads } from "../api/list-campaign-leads";
import { useRejectCampaignLead } from "../api/reject-campaign-lead";
import { useRestoreCampaignLead } from "../api/restore-campaign-lead";
import { CampaignLeadsTable, leadName } from "./campaign-leads-table";
import { CampaignProgress } from "./campaign-progress";
import { RejectLeadDialog } from "./reject-lead-dialog";

/**
 * The campaign screen's leads (admin): accepted and rejected counts with the accepted leads
 * against the cap, then the leads newest first, a page at a time, each to reject with a
 * reason or restore. The counts and the list are asked for again after each of these.
 */
export interface CampaignLeadsProps {
  campaign: Campaign;
  /** The sponsor's destinations' names by id, to name each lead's deliveries. */
  destinationNames?: Readonly<Record<number, string>>;
  /** Delivers a lead again to each of its destinations. */
  onRedeliver?: (lead: CampaignLead) => void;
  /** The lead whose redelivery is on its way. */
  redeliveringId?: number | null;
}

export function CampaignLeads({
  campaign,
  destinationNames,
  onRedeliver,
  redeliveringId,
}: CampaignLeadsProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData } = useCampaignLeads(campaign.id, page);
  const reject = useRejectCampaignLead();
  const restore = useRestoreCampaignLead();
  // The lead stays set while the dialog fades out; `rejectOpen` alone says whether it shows.
  const [rejecting, setRejecting] = useState<CampaignLead | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const totalPages = pageCount(data?.total ?? 0, CAMPAIGN_LEADS_PAGE_SIZE);

  // Leads erased meanwhile can leave the page past the end: go back to the last one.
  if (data && !isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Leads
      </h2>
      <div className="mt-3 mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900 tabular-nums">{campaign.leads}</span>{" "}
          accepted ·{" "}
          <span className="font-semibold text-slate-900 tabular-nums">{campaign.rejected}</span>{" "}
          rejected
        </p>
        <CampaignProgress
          leads={campaign.leads}
          leadCap={campaign.lead_cap}
          capReached={campaign.cap_reached}
          label="Accepted leads to the cap"
          className="w-full sm:max-w-xs"
        />
      </div>
      <CampaignLeadsTable
        leads={data?.leads}
        questions={campaign.questions}
        isPending={isPending}
        isRefreshing={isPlaceholderData}
        restoringId={restore.isPending ? (restore.variables?.leadId ?? null) : null}
        destinationNames={destinationNames}
        onRedeliver={onRedeliver}
        redeliveringId={redeliveringId}
        onReject={(lead) => {
          setRejecting(lead);
          setRejectError(null);
          setRejectOpen(true);
        }}
        onRestore={async (lead) => {
          try {
            await restore.mutateAsync({ campaignId: campaign.id, leadId: lead.id });
            toast.success("Lead restored.");
          } catch (error) {
            // 409: the cap is full, or the lead is no longer rejected; the server says which.
            reportError(error, "The lead could not be restored. Please try again.");
          }
        }}
      />
      <Pager
        className="mt-4"
        label="Leads pages"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
      <RejectLeadDialog
        open={rejectOpen}
        member={rejecting ? `${leadName(rejecting)} (${rejecting.member.email})` : ""}
        busy={reject.isPending}
        error={rejectError}
        onClose={() => setRejectOpen(false)}
        onReject={async ({ reason, note }) => {
          if (!rejecting) return;
          setRejectError(null);
          try {
            await reject.mutateAsync({
              campaignId: campaign.id,
              leadId: rejecting.id,
              reason,
              note,
            });
            toast.success("Lead rejected.");
            setRejectOpen(false);
          } catch (error) {
            console.error(error);
            setRejectError(
              (isApiError(error) && error.serverMessage) ||
                "The lead could not be rejected. Please try again.",
            );
          }
        }}
      />
    </section>
  );
}
