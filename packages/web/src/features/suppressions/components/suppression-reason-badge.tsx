import type { SuppressionReason } from "@sector/shared";
import { type BadgeTone, badgeClassName } from "../../../components/ui/badge";

/** Why an address gets no marketing mail, in the admin's words. */
export const SUPPRESSION_REASON_LABELS: Record<SuppressionReason, string> = {
  bounce: "Hard bounce",
  complaint: "Complaint",
  manual: "Added by staff",
  unsubscribed_all: "Unsubscribed from all",
};

/** What the relay reported stands out; what people chose does not. */
const TONES: Record<SuppressionReason, BadgeTone> = {
  bounce: "amber",
  complaint: "amber",
  manual: "gray",
  unsubscribed_all: "brand",
};

export function SuppressionReasonBadge({ reason }: { reason: SuppressionReason }) {
  return <span className={badgeClassName(TONES[reason])}>{SUPPRESSION_REASON_LABELS[reason]}</span>;
}
