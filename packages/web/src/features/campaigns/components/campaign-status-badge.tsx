import type { CampaignStatus } from "@sector/shared";
import { type BadgeTone, badgeClassName } from "../../../components/ui/badge";

const LOOK: Record<CampaignStatus, { label: string; tone: BadgeTone }> = {
  scheduled: { label: "Scheduled", tone: "brand" },
  active: { label: "Active", tone: "green" },
  ended: { label: "Ended", tone: "gray" },
};

/** Where a campaign stands (before its start, running, over) as a badge. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { label, tone } = LOOK[status];
  return <span className={badgeClassName(tone)}>{label}</span>;
}
