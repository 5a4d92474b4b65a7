import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import {
  type ConsentRate,
  countsOf,
  formatRate,
  hiddenBrandsNote,
  MIN_BRAND_MEMBERS,
  shownConsentRates,
} from "../insights-figures";
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

/**
 * (b) Per brand and consent, the share of the members asked who have it granted now, with the
 * counts behind it; brands with too few members are left out, and a note says how many.
 */
export function ConsentPanel({ rates, brands, refreshing }: ConsentPanelProps) {
  const { shown, hiddenBrands } = shownConsentRates(rates ?? []);
  const empty = shown.every((rate) => rate.total === 0);
  return (
    <ChartCard
      title={TITLE}
      description="Members who have each consent granted today, of the members asked, per brand."
      note={hiddenBrands > 0 ? hiddenBrandsNote(hiddenBrands) : undefined}
      state={rates === null ? "loading" : empty ? "empty" : "ready"}
      emptyText={
        hiddenBrands > 0
          ? `No brand with ${MIN_BRAND_MEMBERS} members yet`
          : "No consent answers yet"
      }
      refreshing={refreshing}
      chart={<ConsentChart rates={shown} />}
      numbers={
        <Table label={`${TITLE} (numbers)`} minWidthClass="min-w-[20rem]">
          <caption className="sr-only">Consent rates per brand and consent today, {brands}</caption>
          <TableHead>
            <TableHeaderCell>Brand</TableHeaderCell>
            <TableHeaderCell>Consent</TableHeaderCell>
            <TableHeaderCell className="text-right">Rate</TableHeaderCell>
            <TableHeaderCell className="text-right">Granted</TableHeaderCell>
          </TableHead>
          <TableBody>
            {shown.map((rate) => (
              <tr key={`${rate.brand.id}-${rate.purpose}`}>
                <TableCell className="font-medium text-slate-900">{rate.brand.name}</TableCell>
                <TableCell>{PURPOSE_LABELS[rate.purpose]}</TableCell>
                <TableCell className="text-right font-medium text-slate-900 tabular-nums">
                  {formatRate(rate.rate)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {countsOf(rate)}
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
