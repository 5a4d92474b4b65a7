import type { CampaignDetail } from "@sector/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { formatDay } from "../campaign-stats";

/** The numbers behind "Leads per day": each UTC day with a lead. */
export function LeadsPerDayTable({ perDay }: { perDay: CampaignDetail["stats"]["per_day"] }) {
  return (
    <Table label="Leads per day (numbers)" minWidthClass="min-w-0">
      <caption className="sr-only">New leads per day (UTC)</caption>
      <TableHead>
        <TableHeaderCell>Day (UTC)</TableHeaderCell>
        <TableHeaderCell className="text-right">Leads</TableHeaderCell>
      </TableHead>
      <TableBody>
        {perDay.map((entry) => (
          <tr key={entry.day}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={entry.day}>{formatDay(entry.day)}</time>
            </TableCell>
            <TableCell className="text-right tabular-nums">{entry.leads}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

/** The numbers behind "Leads per brand". */
export function LeadsPerBrandTable({
  perBrand,
}: {
  perBrand: CampaignDetail["stats"]["per_brand"];
}) {
  return (
    <Table label="Leads per brand (numbers)" minWidthClass="min-w-0">
      <caption className="sr-only">Leads per brand the members read on</caption>
      <TableHead>
        <TableHeaderCell>Brand</TableHeaderCell>
        <TableHeaderCell className="text-right">Leads</TableHeaderCell>
      </TableHead>
      <TableBody>
        {perBrand.map((entry) => (
          <tr key={entry.company_id}>
            <TableCell className="text-slate-900">{entry.name}</TableCell>
            <TableCell className="text-right tabular-nums">{entry.leads}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
