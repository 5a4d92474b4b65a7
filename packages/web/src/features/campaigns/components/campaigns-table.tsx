import type { Campaign } from "@sector/shared";
import { Link } from "react-router";
import { PencilIcon } from "../../../components/ui/icons";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";
import { CampaignDates } from "./campaign-dates";
import { CampaignProgress } from "./campaign-progress";
import { CampaignStatusBadge } from "./campaign-status-badge";

export interface CampaignsTableProps {
  campaigns: Campaign[] | undefined;
  isPending: boolean;
  onEdit: (campaign: Campaign) => void;
}

/** Fixed widths: the columns stay put between 'Loading...', empty and filled lists. */
const COLUMNS = ["w-[26%]", "w-[13%]", "w-[21%]", "w-[27%]", "w-[13%]"] as const;

/** A sponsor's campaigns, newest first: name (to its detail), status, leads to the cap, dates. */
export function CampaignsTable({ campaigns, isPending, onEdit }: CampaignsTableProps) {
  return (
    <Table label="Campaigns" minWidthClass="sm:min-w-[48rem]" columns={COLUMNS} stacked>
      <TableHead>
        <TableHeaderCell>Campaign</TableHeaderCell>
        <TableHeaderCell>Status</TableHeaderCell>
        <TableHeaderCell>Leads</TableHeaderCell>
        <TableHeaderCell>Runs</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={5}>Loading...</TableMessageRow>
        ) : !campaigns || campaigns.length === 0 ? (
          <TableMessageRow colSpan={5}>No campaigns yet.</TableMessageRow>
        ) : (
          campaigns.map((campaign) => (
            <tr key={campaign.id} className="hover:bg-slate-50/60">
              <TableCell className="font-semibold break-words text-slate-900">
                <Link
                  to={`/campaigns/${campaign.id}`}
                  className="rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {campaign.name}
                </Link>
              </TableCell>
              <TableCell label="Status">
                <CampaignStatusBadge status={campaign.status} />
              </TableCell>
              <TableCell label="Leads">
                <CampaignProgress
                  leads={campaign.leads}
                  leadCap={campaign.lead_cap}
                  capReached={campaign.cap_reached}
                  label={`Leads of ${campaign.name}`}
                />
              </TableCell>
              <TableCell label="Runs" className="text-xs">
                <CampaignDates campaign={campaign} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap max-sm:-ml-2">
                <TableActionButton onClick={() => onEdit(campaign)}>
                  <PencilIcon className="size-4" />
                  Edit<span className="sr-only"> {campaign.name}</span>
                </TableActionButton>
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
