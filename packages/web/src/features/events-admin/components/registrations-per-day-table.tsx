import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { formatDay } from "../registration-days";

/** The numbers behind "Registrations per day": each UTC day with a registration. */
export function RegistrationsPerDayTable({
  perDay,
}: {
  perDay: readonly { day: string; count: number }[];
}) {
  return (
    <Table label="Registrations per day (numbers)" minWidthClass="min-w-0">
      <caption className="sr-only">New registrations per day (UTC)</caption>
      <TableHead>
        <TableHeaderCell>Day (UTC)</TableHeaderCell>
        <TableHeaderCell className="text-right">Registrations</TableHeaderCell>
      </TableHead>
      <TableBody>
        {perDay.map((entry) => (
          <tr key={entry.day}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={entry.day}>{formatDay(entry.day)}</time>
            </TableCell>
            <TableCell className="text-right tabular-nums">{entry.count}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
