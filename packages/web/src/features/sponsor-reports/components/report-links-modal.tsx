import {
  SPONSOR_REPORT_LINK_DEFAULT_DAYS,
  type Sponsor,
  type SponsorReportLink,
} from "@sector/shared";
import { type FormEvent, useState } from "react";
import { badgeClassName } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PlusIcon } from "../../../components/ui/icons";
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
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateReportLink } from "../api/create-report-link";
import { useReportLinks } from "../api/list-report-links";
import { useRevokeReportLink } from "../api/revoke-report-link";

export interface ReportLinksModalProps {
  /** The sponsor whose report links show; null while closed. */
  sponsor: Sponsor | null;
  open: boolean;
  onClose: () => void;
}

const COLUMNS = ["w-[30%]", "w-[30%]", "w-[18%]", "w-[22%]"] as const;
const DAY_MS = 86_400_000;

/** A day `days` from now, as a date input holds it (UTC). */
export const dayFromNow = (days: number, now = Date.now()) =>
  new Date(now + days * DAY_MS).toISOString().slice(0, 10);

const stateOf = (link: SponsorReportLink) =>
  link.revoked_at ? "Revoked" : link.active ? "Active" : "Expired";

/**
 * A sponsor's report links: create one (its expiry, 90 days unless changed), its URL shown this
 * once with Copy, and the links made before with their expiry, last view and Revoke.
 */
export function ReportLinksModal({ sponsor, open, onClose }: ReportLinksModalProps) {
  const sponsorId = sponsor?.id ?? null;
  const links = useReportLinks(open ? sponsorId : null);
  const create = useCreateReportLink();
  const revoke = useRevokeReportLink();
  const [expiry, setExpiry] = useState(() => dayFromNow(SPONSOR_REPORT_LINK_DEFAULT_DAYS));
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<SponsorReportLink | null>(null);

  const close = () => {
    setCreated(null);
    setCopied(false);
    setExpiryError(undefined);
    setExpiry(dayFromNow(SPONSOR_REPORT_LINK_DEFAULT_DAYS));
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sponsorId === null) return;
    setExpiryError(undefined);
    try {
      const link = await create.mutateAsync({ sponsorId, expiresAt: expiry });
      setCreated(link.url);
      setCopied(false);
      toast.success("Report link created.");
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors?.expires_at : undefined;
      if (field) setExpiryError(field);
      else reportError(error);
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created);
      setCopied(true);
    } catch {
      toast.error("Copying failed: select the link and copy it.");
    }
  };

  const confirmRevoke = async () => {
    if (!revoking || sponsorId === null) return;
    try {
      await revoke.mutateAsync({ sponsorId, id: revoking.id });
      toast.success("Report link revoked.");
      setRevoking(null);
    } catch (error) {
      reportError(error);
    }
  };

  const list = links.data;
  return (
    <Modal
      open={open}
      onClose={close}
      size="xl"
      align="top"
      title={`Report links of ${sponsor?.name ?? "the sponsor"}`}
      description="A report link opens a read-only page of this sponsor's campaigns and a CSV of its leads, without signing in. Give it only to the sponsor."
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextInput
          label="Expires on"
          type="date"
          required
          value={expiry}
          error={expiryError}
          min={dayFromNow(1)}
          onChange={(event) => setExpiry(event.target.value)}
          className="sm:w-56"
        />
        <Button type="submit" loading={create.isPending} className="sm:mb-0.5">
          <PlusIcon className="size-4" />
          Create link
        </Button>
      </form>

      {created && (
        <div className="mt-4 rounded-lg bg-brand-50/60 p-4 ring-1 ring-brand-100">
          <p className="text-sm font-medium text-slate-900">
            The new link is shown only now: copy it and send it to the sponsor.
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
            <output
              aria-label="New report link"
              className="block min-w-0 flex-1 rounded-md bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
            >
              {created}
            </output>
            <Button variant="secondary" onClick={copy}>
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
      )}

      <div className="mt-6">
        <Table label="Report links" minWidthClass="sm:min-w-[40rem]" columns={COLUMNS} stacked>
          <TableHead>
            <TableHeaderCell>Expires</TableHeaderCell>
            <TableHeaderCell>Last viewed</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          </TableHead>
          <TableBody>
            {links.isPending ? (
              <TableMessageRow colSpan={4}>Loading...</TableMessageRow>
            ) : !list || list.length === 0 ? (
              <TableMessageRow colSpan={4}>No report links yet.</TableMessageRow>
            ) : (
              list.map((link) => {
                const state = stateOf(link);
                const expires = formatDateTime(link.expires_at) ?? link.expires_at;
                return (
                  <tr key={link.id}>
                    <TableCell>
                      <span className="text-slate-900">{expires}</span>
                      <span className="block text-xs text-slate-600">
                        Created {formatDateTime(link.created_at)}
                      </span>
                    </TableCell>
                    <TableCell label="Last viewed" className="text-sm text-slate-700">
                      {formatDateTime(link.last_viewed_at) ?? "Never"}
                    </TableCell>
                    <TableCell label="Status">
                      <span className={badgeClassName(state === "Active" ? "green" : "gray")}>
                        {state}
                      </span>
                    </TableCell>
                    <TableCell className="text-right max-sm:-ml-2 sm:whitespace-nowrap">
                      {link.active && (
                        <TableActionButton onClick={() => setRevoking(link)}>
                          Revoke<span className="sr-only"> the link expiring {expires}</span>
                        </TableActionButton>
                      )}
                    </TableCell>
                  </tr>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>

      <ConfirmDialog
        open={revoking !== null}
        message="Revoke this report link?"
        description="Whoever has it can no longer open the report nor download its leads. This cannot be undone: create a new link instead."
        confirmLabel="Revoke link"
        cancelLabel="Cancel"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </Modal>
  );
}
