import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { type ConsentRate, formatCount, formatRate } from "../insights-figures";
import { PURPOSE_LABELS } from "../palette";
import { ChartCard } from "./chart-card";
import { ConsentChart } from "./lazy-charts";

export interface ConsentPanelProps {
  /** null while loading. */
  rates: readonly ConsentRate[] | null;
  /** "all brands" or the brand's name: the rates are today's, whatever the period. */
  brands: string;
  refreshing: boolean;
}

const TITLE = "Consent rates";

/** (b) Per brand and consent, the share of the members asked who have it granted now. */
export function ConsentPanel({ rates, brands, refreshing }: ConsentPanelProps) {
  const empty = rates?.every((rate) => rate.total === 0) ?? false;
  return (
    <ChartCard
      title={TITLE}
      description="Members who have each consent granted today, of the members asked, per brand."
      state={rates === null ? "loading" : empty ? "empty" : "ready"}
      emptyText="No consent answers yet"
      refreshing={refreshing}
      chart={<ConsentChart rates={rates ?? []} />}
      numbers={
        <Table label={`${TITLE} (numbers)`} minWidthClass="min-w-[28rem]">
          <caption className="sr-only">Consent rates per brand and consent today, {brands}</caption>
          <TableHead>
            <TableHeaderCell>Brand</TableHeaderCell>
            <TableHeaderCell>Consent</TableHeaderCell>
            <TableHeaderCell className="text-right">Granted</TableHeaderCell>
            <TableHeaderCell className="text-right">Asked</TableHeaderCell>
            <TableHeaderCell className="text-right">Rate</TableHeaderCell>
          </TableHead>
          <TableBody>
            {(rates ?? []).map((rate) => (
              <tr key={`${rate.brand.id}-${rate.purpose}`}>
                <TableCell className="font-medium text-slate-900">{rate.brand.name}</TableCell>
                <TableCell>{PURPOSE_LABELS[rate.purpose]}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(rate.granted)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(rate.total)}</TableCell>
                <TableCell className="text-right font-medium text-slate-900 tabular-nums">
                  {formatRate(rate.rate)}
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
