import { SPONSOR_SHARED_DETAILS, type SponsorBadge, type SponsorShares } from "@sector/shared";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { formatFeedDate } from "../../../lib/dates";
import { reportError } from "../../../lib/report-error";
import { useSponsorShares } from "../api/get-sponsor-shares";
import { useWithdrawSponsorSharing } from "../api/withdraw-sponsor-sharing";

/** "name, business email, phone, company, job title, and brand". */
const SHARED_DETAILS_TEXT = new Intl.ListFormat("en-US").format(
  SPONSOR_SHARED_DETAILS.map((detail) => detail.toLowerCase()),
);

/**
 * My Profile, "Shared with sponsors" (members): each time the member chose "Share and read"
 * (sponsor, resource, date), and per sponsor a way to stop future sharing. It says plainly that
 * stopping cannot take back what a sponsor already received.
 */
export function SponsorSharesSection({ userId }: { userId: number }) {
  const headingId = useId();
  const shares = useSponsorShares(userId);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Shared with sponsors
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When you choose “Share and read” on a sponsored resource, its sponsor receives your{" "}
        {SHARED_DETAILS_TEXT}. Stopping sharing with a sponsor stops future sharing only: details
        already shared cannot be recalled.
      </p>
      {shares.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading...
        </p>
      ) : shares.isError ? (
        <p className="mt-4 text-sm text-slate-600">What you shared is unavailable right now.</p>
      ) : shares.data.shares.length === 0 && shares.data.sponsors.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          You have not shared your details with any sponsor.
        </p>
      ) : (
        <SharesBody data={shares.data} userId={userId} />
      )}
    </section>
  );
}

function SharesBody({ data, userId }: { data: SponsorShares; userId: number }) {
  const sponsorsId = useId();
  const withdraw = useWithdrawSponsorSharing(userId);
  // The sponsor stays named while the question fades out.
  const [stopping, setStopping] = useState<SponsorBadge | null>(null);
  const [asking, setAsking] = useState(false);

  const confirmStop = async () => {
    if (!stopping) return;
    try {
      await withdraw.mutateAsync(stopping.id);
      setAsking(false);
    } catch (error) {
      reportError(error, "Sharing could not be stopped. Please try again.");
    }
  };

  return (
    <>
      <h3 id={sponsorsId} className="mt-5 text-sm font-semibold text-slate-900">
        Sponsors
      </h3>
      <ul aria-labelledby={sponsorsId} className="mt-2 divide-y divide-slate-100">
        {data.sponsors.map(({ sponsor, withdrawn_at }) => (
          <li
            key={sponsor.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-900">
              {sponsor.logo_url && (
                <img src={sponsor.logo_url} alt="" className="h-6 w-auto max-w-16 object-contain" />
              )}
              <span className="break-words">{sponsor.name}</span>
            </span>
            {withdrawn_at ? (
              <span className="text-sm text-slate-600">
                Sharing stopped on {formatFeedDate(withdrawn_at) ?? "--"}
              </span>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setStopping(sponsor);
                  setAsking(true);
                }}
              >
                Stop sharing<span className="sr-only"> with {sponsor.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {data.shares.length > 0 && (
        <div className="mt-4">
          <Table label="Details shared" minWidthClass="sm:min-w-[36rem]" stacked>
            <TableHead>
              <TableHeaderCell>Sponsor</TableHeaderCell>
              <TableHeaderCell>Resource</TableHeaderCell>
              <TableHeaderCell>Date</TableHeaderCell>
            </TableHead>
            <TableBody>
              {data.shares.map((share) => (
                <tr key={share.lead_id}>
                  <TableCell label="Sponsor" className="font-medium text-slate-900">
                    {share.sponsor.name}
                  </TableCell>
                  <TableCell label="Resource" className="break-words">
                    {share.resource.title}
                  </TableCell>
                  <TableCell label="Date" className="whitespace-nowrap">
                    <time dateTime={share.created_at}>
                      {formatFeedDate(share.created_at) ?? "--"}
                    </time>
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        message={`Stop sharing with ${stopping?.name ?? "this sponsor"}?`}
        description="From now on it receives none of your details. What it already received cannot be recalled."
        confirmLabel="Stop sharing"
        cancelLabel="Cancel"
        busy={withdraw.isPending}
        onConfirm={confirmStop}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
