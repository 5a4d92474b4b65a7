import type { Campaign } from "@sector/shared";
import { formatDateTime } from "../../../lib/dates";

/** When a campaign runs: its start and its end (or when it was ended early), local time. */
export function CampaignDates({ campaign }: { campaign: Campaign }) {
  const end = campaign.ended_at ?? campaign.ends_at;
  return (
    <span>
      <time dateTime={campaign.starts_at}>{formatDateTime(campaign.starts_at) ?? "--"}</time>
      {" – "}
      <time dateTime={end}>{formatDateTime(end) ?? "--"}</time>
      {campaign.ended_at && <span className="text-slate-500"> (ended early)</span>}
    </span>
  );
}
