import type { WebhookDelivery, WebhookEndpoint } from "@sector/shared";
import { useId } from "react";
import { type BadgeTone, badgeClassName } from "../../../components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";

const STATUS_TONES: Record<WebhookDelivery["status"], BadgeTone> = {
  delivered: "green",
  pending: "gray",
  failed: "amber",
};

function When({ iso }: { iso: string | null }) {
  const text = formatDateTime(iso);
  return text && iso ? <time dateTime={iso}>{text}</time> : <>--</>;
}

/** An endpoint's last 100 deliveries, newest first: event, time, outcome and next retry. */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const headingId = useId();
  const { data, isPending, isError } = useWebhookDeliveries(endpoint.id);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-1 text-lg font-semibold tracking-tight text-slate-900">
        Deliveries
      </h2>
      <p className="mb-4 text-sm break-all text-slate-600">
        The last 100 to <span className="font-mono text-xs">{endpoint.url}</span>, newest first.
      </p>
      <Table label="Webhook deliveries" minWidthClass="min-w-[56rem]">
        <TableHead>
          <TableHeaderCell>Event</TableHeaderCell>
          <TableHeaderCell>Time</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>HTTP status</TableHeaderCell>
          <TableHeaderCell>Attempts</TableHeaderCell>
          <TableHeaderCell>Next retry</TableHeaderCell>
          <TableHeaderCell>Last error</TableHeaderCell>
        </TableHead>
        <TableBody>
          {isPending ? (
            <TableMessageRow colSpan={7}>Loading...</TableMessageRow>
          ) : isError ? (
            <TableMessageRow colSpan={7}>The deliveries could not be loaded.</TableMessageRow>
          ) : data.length === 0 ? (
            <TableMessageRow colSpan={7}>No deliveries yet.</TableMessageRow>
          ) : (
            data.map((delivery) => (
              <tr key={delivery.id} className="hover:bg-slate-50/60">
                <TableCell className="font-mono text-xs text-slate-900">
                  {delivery.event_type}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <When iso={delivery.created_at} />
                </TableCell>
                <TableCell>
                  <span className={badgeClassName(STATUS_TONES[delivery.status])}>
                    {delivery.status}
                  </span>
                </TableCell>
                <TableCell className="tabular-nums">{delivery.response_status ?? "--"}</TableCell>
                <TableCell className="tabular-nums">{delivery.attempts}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <When iso={delivery.next_attempt_at} />
                </TableCell>
                <TableCell className="max-w-72 text-xs break-words">
                  {delivery.last_error ?? "--"}
                </TableCell>
              </tr>
            ))
          )}
        </TableBody>
      </Table>
    </section>
  );
}
