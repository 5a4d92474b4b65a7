import type { ConsentEvent } from "@sector/shared";
import { useId } from "react";
import { badgeClassName } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";
import { type UnsubscribeUrl, useConsentEvents } from "../api/get-consent-events";
import { ledgerPurposeName, PURPOSE_NAMES, SOURCE_NAMES } from "../purposes";

/** The member whose consents are shown. */
export interface ConsentMember {
  id: number;
  name: string;
  email: string;
}

export interface ConsentHistoryModalProps {
  open: boolean;
  member: ConsentMember | null;
  onClose: () => void;
}

const COLUMNS = 7;

/** Staff's view of a member's consents: the ledger, newest first, and the unsubscribe links. */
export function ConsentHistoryModal({ open, member, onClose }: ConsentHistoryModalProps) {
  const history = useConsentEvents(open && member ? member.id : null);
  const events = history.data?.events;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Consents"
      description={member ? `${member.name} (${member.email})` : undefined}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <h3 className="text-sm font-semibold text-slate-900">History</h3>
      <div className="mt-2">
        <Table label="Consent history" minWidthClass="min-w-[60rem]">
          <TableHead>
            <TableHeaderCell>Purpose</TableHeaderCell>
            <TableHeaderCell>Brand</TableHeaderCell>
            <TableHeaderCell>Consent</TableHeaderCell>
            <TableHeaderCell>Wording</TableHeaderCell>
            <TableHeaderCell>Source</TableHeaderCell>
            <TableHeaderCell>Time</TableHeaderCell>
            <TableHeaderCell>Address</TableHeaderCell>
          </TableHead>
          <TableBody>
            {history.isPending ? (
              <TableMessageRow colSpan={COLUMNS}>Loading...</TableMessageRow>
            ) : history.isError ? (
              <TableMessageRow colSpan={COLUMNS}>
                The consent history is unavailable.
              </TableMessageRow>
            ) : !events || events.length === 0 ? (
              <TableMessageRow colSpan={COLUMNS}>No consent recorded yet.</TableMessageRow>
            ) : (
              events.map((event) => <EventRow key={event.id} event={event} />)
            )}
          </TableBody>
        </Table>
      </div>
      {history.data?.unsubscribe_urls && <UnsubscribeLinks urls={history.data.unsubscribe_urls} />}
    </Modal>
  );
}

function EventRow({ event }: { event: ConsentEvent }) {
  return (
    <tr>
      <TableCell className="min-w-60 max-w-xs">
        <span className="font-medium text-slate-900">{ledgerPurposeName(event)}</span>
        <span className="block text-xs text-slate-600">{event.text}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap">{event.company_name}</TableCell>
      <TableCell>
        <span className={badgeClassName(event.granted ? "green" : "amber")}>
          {event.granted ? "Granted" : "Withdrawn"}
        </span>
      </TableCell>
      <TableCell className="whitespace-nowrap">Version {event.text_version}</TableCell>
      <TableCell className="whitespace-nowrap">
        {SOURCE_NAMES[event.source]}
        {event.actor && <span className="block text-xs text-slate-600">by {event.actor.name}</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at) ?? "--"}</time>
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{event.ip ?? "--"}</TableCell>
    </tr>
  );
}

function UnsubscribeLinks({ urls }: { urls: UnsubscribeUrl[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        One-click unsubscribe links
      </h3>
      {urls.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">The member belongs to no community.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {urls.map((link) => (
            <li key={`${link.company_id}-${link.purpose}`} className="text-sm">
              <span className="font-medium text-slate-800">
                {link.company_name}: {PURPOSE_NAMES[link.purpose]}
              </span>
              <input
                readOnly
                value={link.url}
                aria-label={`Unsubscribe link, ${link.company_name}: ${PURPOSE_NAMES[link.purpose]}`}
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1 block w-full rounded-md bg-slate-50 px-3 py-1.5 font-mono text-xs text-slate-700 ring-1 ring-slate-200 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
