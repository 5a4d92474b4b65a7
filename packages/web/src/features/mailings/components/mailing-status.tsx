import type { MailingStatus as Status } from "@sector/shared";
import { type BadgeTone, badgeClassName } from "../../../components/ui/badge";

const LOOK: Record<Status, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draft", tone: "gray" },
  scheduled: { label: "Scheduled", tone: "brand" },
  sending: { label: "Sending", tone: "amber" },
  sent: { label: "Sent", tone: "green" },
  cancelled: { label: "Cancelled", tone: "gray" },
};

/** A mailing's state as a badge. */
export function MailingStatus({ status }: { status: Status }) {
  const { label, tone } = LOOK[status];
  return <span className={badgeClassName(tone)}>{label}</span>;
}
