import type { MailingReport as Report } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { formatDateTime } from "../../../lib/dates";
import { PURPOSE_LABELS } from "../../../lib/mailing-purposes";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCancelMailing } from "../api/cancel-mailing";
import { useDownloadClickers } from "../api/download-clickers";
import { AbResult } from "./ab-result";
import { MailingCounts } from "./mailing-counts";
import { MailingLinksTable } from "./mailing-links-table";
import { MailingStatus } from "./mailing-status";
import { reportSentence } from "./report-sentence";

export interface MailingReportProps {
  mailing: Report;
  /** Cancelling and the clickers' file are the admins'. */
  isAdmin: boolean;
}

const CANCELLABLE = new Set(["draft", "scheduled", "sending"]);

/** A mailing's report: its state, who it went to, how it fared, its links and its A/B test. */
export function MailingReport({ mailing, isAdmin }: MailingReportProps) {
  const cancel = useCancelMailing();
  const download = useDownloadClickers();
  const [asking, setAsking] = useState(false);

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(mailing.id);
      toast.success("Mailing cancelled.");
    } catch (error) {
      reportError(error);
    }
    setAsking(false);
  };

  const downloadClickers = async () => {
    try {
      await download.mutateAsync(mailing.id);
    } catch (error) {
      reportError(error, "The clickers could not be downloaded.");
    }
  };

  const when = formatDateTime(mailing.sent_at ?? mailing.send_at);
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="mailing-summary"
        className="space-y-3 rounded-xl bg-white px-5 py-5 shadow-sm ring-1 ring-slate-200 sm:px-6"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="mailing-summary" className="text-lg font-semibold break-words text-slate-900">
            {mailing.subject}
          </h2>
          <MailingStatus status={mailing.status} />
        </div>
        <p className="text-sm text-slate-600">
          {mailing.company_name} · {PURPOSE_LABELS[mailing.purpose]}
          {mailing.sponsor_name && `, on behalf of ${mailing.sponsor_name}`}
          {mailing.segment_name && ` · Segment: ${mailing.segment_name}`}
          {when && ` · ${mailing.status === "scheduled" ? "Sends" : "Sent"} ${when}`}
        </p>
        {mailing.frozen_at ? (
          <p className="text-base font-medium text-slate-900">{reportSentence(mailing.counts)}</p>
        ) : (
          <p className="text-sm text-slate-600">
            Its recipients are chosen when it starts sending.
          </p>
        )}
        {isAdmin && (
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={downloadClickers}
              loading={download.isPending}
              disabled={mailing.counts.unique_clicks === 0}
            >
              Download clickers (CSV)
            </Button>
            {CANCELLABLE.has(mailing.status) && (
              <Button variant="danger" onClick={() => setAsking(true)}>
                Cancel mailing
              </Button>
            )}
          </div>
        )}
      </section>
      <MailingCounts counts={mailing.counts} />
      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Clicks per link</h2>
        <MailingLinksTable links={mailing.links} />
      </div>
      {mailing.ab && <AbResult ab={mailing.ab} />}
      <ConfirmDialog
        open={asking}
        message="Cancel this mailing?"
        description={
          mailing.status === "sending"
            ? `"${mailing.subject}": whatever was not sent yet stays unsent.`
            : `"${mailing.subject}" will not be sent.`
        }
        confirmLabel="Cancel mailing"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
