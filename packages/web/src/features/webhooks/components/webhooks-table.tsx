import type { WebhookEndpoint } from "@sector/shared";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { WebhookStatus } from "./webhook-status";

export interface WebhooksTableProps {
  endpoints: WebhookEndpoint[] | undefined;
  isPending: boolean;
  /** The endpoint whose deliveries are shown below the table. */
  selectedId: number | null;
  /** The endpoint an action is under way for, if any: its buttons wait. */
  busyId: number | null;
  onShowDeliveries: (endpoint: WebhookEndpoint) => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onTogglePause: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** The endpoints: URL, events, brand (and sponsor), state, and what an admin can do with each. */
export function WebhooksTable({
  endpoints,
  isPending,
  selectedId,
  busyId,
  onShowDeliveries,
  onSendTest,
  onTogglePause,
  onDelete,
}: WebhooksTableProps) {
  return (
    <Table label="Webhook endpoints" minWidthClass="min-w-[60rem]">
      <TableHead>
        <TableHeaderCell>URL</TableHeaderCell>
        <TableHeaderCell>Events</TableHeaderCell>
        <TableHeaderCell>Brand</TableHeaderCell>
        <TableHeaderCell>Status</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={5}>Loading...</TableMessageRow>
        ) : !endpoints || endpoints.length === 0 ? (
          <TableMessageRow colSpan={5}>No webhook endpoints yet.</TableMessageRow>
        ) : (
          endpoints.map((endpoint) => {
            const paused = endpoint.status !== "active";
            const busy = busyId !== null;
            return (
              <tr
                key={endpoint.id}
                aria-selected={selectedId === endpoint.id || undefined}
                className="hover:bg-slate-50/60 aria-selected:bg-brand-50/40"
              >
                <TableCell className="max-w-80 font-mono text-xs break-all text-slate-900">
                  {endpoint.url}
                </TableCell>
                <TableCell className="text-xs">
                  <ul className="space-y-0.5">
                    {endpoint.events.map((type) => (
                      <li key={type} className="font-mono">
                        {type}
                      </li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell>
                  {endpoint.company_name ?? "Every brand"}
                  {endpoint.sponsor_name && (
                    <span className="block text-xs text-slate-600">
                      Only leads of {endpoint.sponsor_name}
                    </span>
                  )}
                </TableCell>
                <TableCell>
                  <WebhookStatus endpoint={endpoint} />
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <TableActionButton onClick={() => onShowDeliveries(endpoint)}>
                    Deliveries<span className="sr-only"> to {endpoint.url}</span>
                  </TableActionButton>
                  <TableActionButton
                    onClick={() => onSendTest(endpoint)}
                    disabled={busy || paused}
                    className="disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    Send test<span className="sr-only"> event to {endpoint.url}</span>
                  </TableActionButton>
                  <TableActionButton
                    onClick={() => onTogglePause(endpoint)}
                    disabled={busy}
                    className="disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {paused ? "Resume" : "Pause"}
                    <span className="sr-only"> {endpoint.url}</span>
                  </TableActionButton>
                  <TableActionButton
                    onClick={() => onDelete(endpoint)}
                    disabled={busy}
                    className="text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    Delete<span className="sr-only"> {endpoint.url}</span>
                  </TableActionButton>
                </TableCell>
              </tr>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
