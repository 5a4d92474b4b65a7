import type { WebhookEndpoint } from "@sector/shared";
import { badgeClassName } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/dates";

/** Active, paused, failing, or paused after failing for 24 hours (with since when). */
export function WebhookStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const since = formatDateTime(endpoint.failing_since);
  if (endpoint.status === "failing_paused") {
    return (
      <span className="flex flex-col items-start gap-1">
        <span className={badgeClassName("amber")}>Paused: failing</span>
        {since && <span className="text-xs text-slate-600">Failing since {since}</span>}
      </span>
    );
  }
  if (endpoint.status === "paused") return <span className={badgeClassName("gray")}>Paused</span>;
  if (since) {
    return (
      <span className="flex flex-col items-start gap-1">
        <span className={badgeClassName("amber")}>Failing</span>
        <span className="text-xs text-slate-600">Since {since}; retrying</span>
      </span>
    );
  }
  return <span className={badgeClassName("green")}>Active</span>;
}
