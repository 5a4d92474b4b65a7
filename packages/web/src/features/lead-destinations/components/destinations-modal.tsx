import type {
  CampaignQuestion,
  LeadDestination,
  LeadDestinationTest,
  Sponsor,
} from "@sector/shared";
import { useState } from "react";
import { badgeClassName } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PencilIcon, PlusIcon, TrashIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/modal";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/dates";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useDeleteDestination } from "../api/delete-destination";
import { useDestinations } from "../api/list-destinations";
import { useTestDestination } from "../api/test-destination";
import { KIND_LABELS } from "../destination-settings";
import { DestinationFormModal } from "./destination-form-modal";

export interface DestinationsModalProps {
  /** The sponsor whose destinations show; null while closed. */
  sponsor: Sponsor | null;
  open: boolean;
  /** The sponsor's campaigns' questions, whose answers a field map may name. */
  questions: readonly CampaignQuestion[];
  onClose: () => void;
}

const COLUMNS = ["w-[30%]", "w-[14%]", "w-[26%]", "w-[30%]"] as const;

/** What the far end said of the last test lead, by destination. */
type TestResults = Record<number, LeadDestinationTest>;

/**
 * A sponsor's lead destinations: kind, name, active, how delivery goes (the last lead
 * delivered, failed in 24 h, waiting), and Add, Edit, Send test lead and Delete.
 */
export function DestinationsModal({ sponsor, open, questions, onClose }: DestinationsModalProps) {
  const sponsorId = sponsor?.id ?? null;
  const destinations = useDestinations(open ? sponsorId : null);
  const remove = useDeleteDestination();
  const test = useTestDestination();
  const [formOpen, setFormOpen] = useState(false);
  const [edited, setEdited] = useState<LeadDestination | null>(null);
  const [deleting, setDeleting] = useState<LeadDestination | null>(null);
  const [results, setResults] = useState<TestResults>({});
  const [testing, setTesting] = useState<number | null>(null);

  const sendTest = async (d: LeadDestination) => {
    if (sponsorId === null) return;
    setTesting(d.id);
    try {
      const result = await test.mutateAsync({ sponsorId, id: d.id });
      setResults((r) => ({ ...r, [d.id]: result }));
    } catch (error) {
      reportError(error);
    } finally {
      setTesting(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting || sponsorId === null) return;
    try {
      await remove.mutateAsync({ sponsorId, id: deleting.id });
      toast.success("Destination deleted.");
      setDeleting(null);
    } catch (error) {
      reportError(error);
    }
  };

  const list = destinations.data;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      align="top"
      title={`Lead destinations of ${sponsor?.name ?? "the sponsor"}`}
      description="Where this sponsor's leads are delivered: its CRM, an SFTP folder or a signed webhook."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="mb-4 flex justify-end">
        <Button
          onClick={() => {
            setEdited(null);
            setFormOpen(true);
          }}
        >
          <PlusIcon className="size-4" />
          Add destination
        </Button>
      </div>
      <Table label="Lead destinations" minWidthClass="sm:min-w-[44rem]" columns={COLUMNS} stacked>
        <TableHead>
          <TableHeaderCell>Destination</TableHeaderCell>
          <TableHeaderCell>Active</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableHead>
        <TableBody>
          {destinations.isPending ? (
            <TableMessageRow colSpan={4}>Loading...</TableMessageRow>
          ) : !list || list.length === 0 ? (
            <TableMessageRow colSpan={4}>
              No destinations yet: leads are only downloaded.
            </TableMessageRow>
          ) : (
            list.map((d) => {
              const result = results[d.id];
              return (
                <tr key={d.id}>
                  <TableCell>
                    <span className="block font-semibold break-words text-slate-900">{d.name}</span>
                    <span className="text-sm text-slate-600">{KIND_LABELS[d.kind]}</span>
                  </TableCell>
                  <TableCell label="Active">
                    <span className={badgeClassName(d.active ? "green" : "gray")}>
                      {d.active ? "Active" : "Paused"}
                    </span>
                  </TableCell>
                  <TableCell label="Status" className="text-sm text-slate-700">
                    <span className="block">
                      Last delivered: {formatDateTime(d.last_delivered_at) ?? "never"}
                    </span>
                    <span className={d.failed_24h > 0 ? "block text-red-700" : "block"}>
                      Failed in 24 h: {d.failed_24h}
                    </span>
                    <span className="block">Waiting: {d.pending}</span>
                    {result && (
                      <span
                        role="status"
                        className={
                          result.ok
                            ? "mt-1 block break-words text-emerald-800"
                            : "mt-1 block break-words text-red-700"
                        }
                      >
                        {result.ok
                          ? `Test lead delivered: ${result.detail}`
                          : `Test lead failed: ${result.error}`}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="text-right max-sm:-ml-2 sm:whitespace-nowrap">
                    <TableActionButton
                      onClick={() => {
                        setEdited(d);
                        setFormOpen(true);
                      }}
                    >
                      <PencilIcon className="size-4" />
                      Edit<span className="sr-only"> {d.name}</span>
                    </TableActionButton>
                    <TableActionButton
                      disabled={testing !== null}
                      aria-busy={testing === d.id || undefined}
                      onClick={() => void sendTest(d)}
                    >
                      {testing === d.id ? "Sending..." : "Send test lead"}
                      <span className="sr-only"> to {d.name}</span>
                    </TableActionButton>
                    <TableActionButton onClick={() => setDeleting(d)}>
                      <TrashIcon className="size-4" />
                      Delete<span className="sr-only"> {d.name}</span>
                    </TableActionButton>
                  </TableCell>
                </tr>
              );
            })
          )}
        </TableBody>
      </Table>

      {sponsorId !== null && (
        <DestinationFormModal
          open={formOpen}
          sponsorId={sponsorId}
          destination={edited}
          questions={questions}
          onClose={() => setFormOpen(false)}
          onSaved={() => setFormOpen(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={`Delete the destination “${deleting?.name ?? ""}”?`}
        description="Its deliveries go with it; leads already delivered stay where they are."
        confirmLabel="Delete destination"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Modal>
  );
}
