import type { Sponsor } from "@sector/shared";
import type { ReactNode } from "react";
import { ArrowTopRightIcon, PencilIcon } from "../../../components/ui/icons";
import { LogoTile } from "../../../components/ui/logo-tile";
import {
  Table,
  TableActionButton,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";

export interface SponsorsTableProps {
  sponsors: Sponsor[] | undefined;
  isPending: boolean;
  /** The sponsor whose campaigns show below the table. */
  selectedId: number | null;
  onSelect: (sponsor: Sponsor) => void;
  onEdit: (sponsor: Sponsor) => void;
  /** Opens the sponsor's lead destinations. */
  onDestinations: (sponsor: Sponsor) => void;
  /** Opens the sponsor's report links. */
  onReportLinks: (sponsor: Sponsor) => void;
}

/** Fixed widths: the columns stay put between 'Loading...', empty and filled lists. */
const COLUMNS = ["w-[28%]", "w-[27%]", "w-[19%]", "w-[26%]"] as const;

const LINK_CLASS =
  "inline-flex max-w-full items-center gap-1 rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/** An outside page, in a new tab, without handing it this page. */
function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      <span className="truncate">{children}</span>
      <ArrowTopRightIcon className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The sponsors, by name: logo and name, website, privacy policy, their campaigns, their lead
 * destinations, their report links and Edit.
 */
export function SponsorsTable({
  sponsors,
  isPending,
  selectedId,
  onSelect,
  onEdit,
  onDestinations,
  onReportLinks,
}: SponsorsTableProps) {
  return (
    <Table label="Sponsors" minWidthClass="sm:min-w-[44rem]" columns={COLUMNS} stacked>
      <TableHead>
        <TableHeaderCell>Sponsor</TableHeaderCell>
        <TableHeaderCell>Website</TableHeaderCell>
        <TableHeaderCell>Privacy policy</TableHeaderCell>
        <TableHeaderCell>
          <span className="sr-only">Actions</span>
        </TableHeaderCell>
      </TableHead>
      <TableBody>
        {isPending ? (
          <TableMessageRow colSpan={4}>Loading...</TableMessageRow>
        ) : !sponsors || sponsors.length === 0 ? (
          <TableMessageRow colSpan={4}>No sponsors yet.</TableMessageRow>
        ) : (
          sponsors.map((sponsor) => (
            <tr
              key={sponsor.id}
              aria-selected={selectedId === sponsor.id || undefined}
              className="hover:bg-slate-50/60 aria-selected:bg-brand-50/40"
            >
              <TableCell>
                <span className="flex min-w-0 items-center gap-3">
                  <LogoTile name={sponsor.name} src={sponsor.logo_url} />
                  <span className="font-semibold break-words text-slate-900">{sponsor.name}</span>
                </span>
              </TableCell>
              <TableCell label="Website" className="truncate">
                <OutsideLink href={sponsor.website}>{sponsor.website}</OutsideLink>
              </TableCell>
              <TableCell label="Privacy policy" className="truncate">
                <OutsideLink href={sponsor.privacy_url}>
                  Privacy policy<span className="sr-only"> of {sponsor.name}</span>
                </OutsideLink>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap max-sm:-ml-2">
                <TableActionButton
                  aria-pressed={selectedId === sponsor.id}
                  onClick={() => onSelect(sponsor)}
                >
                  Campaigns<span className="sr-only"> of {sponsor.name}</span>
                </TableActionButton>
                <TableActionButton onClick={() => onDestinations(sponsor)}>
                  Destinations<span className="sr-only"> of {sponsor.name}</span>
                </TableActionButton>
                <TableActionButton onClick={() => onReportLinks(sponsor)}>
                  Report links<span className="sr-only"> of {sponsor.name}</span>
                </TableActionButton>
                <TableActionButton onClick={() => onEdit(sponsor)}>
                  <PencilIcon className="size-4" />
                  Edit<span className="sr-only"> {sponsor.name}</span>
                </TableActionButton>
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
