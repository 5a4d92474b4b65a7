import type { MailingLinkReport } from "@sector/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableMessageRow,
} from "../../../components/ui/table";

/** Each link of a mailing with its clicks and the members who clicked it. */
export function MailingLinksTable({ links }: { links: MailingLinkReport[] }) {
  return (
    <Table label="Clicks per link" minWidthClass="sm:min-w-[36rem]" stacked>
      <TableHead>
        <TableHeaderCell>Link</TableHeaderCell>
        <TableHeaderCell className="text-right">Clicks</TableHeaderCell>
        <TableHeaderCell className="text-right">Unique clicks</TableHeaderCell>
      </TableHead>
      <TableBody>
        {links.length === 0 ? (
          <TableMessageRow colSpan={3}>No link has been clicked yet.</TableMessageRow>
        ) : (
          links.map((link) => (
            <tr key={link.url}>
              <TableCell label="Link" className="max-w-md text-slate-900 [overflow-wrap:anywhere]">
                {link.url}
              </TableCell>
              <TableCell label="Clicks" className="tabular-nums sm:text-right">
                {link.clicks}
              </TableCell>
              <TableCell label="Unique clicks" className="tabular-nums sm:text-right">
                {link.unique_clicks}
              </TableCell>
            </tr>
          ))
        )}
      </TableBody>
    </Table>
  );
}
