import type { InsightPeriod } from "@sector/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { BUCKET_NAMES, bucketLabel } from "../buckets";
import { type Brand, formatCount, type SignupBucket } from "../insights-figures";
import { ChartCard } from "./chart-card";
import { SignupsChart } from "./lazy-charts";

export interface SignupsPanelProps {
  /** Every bucket of the window (gaps filled); null while loading. */
  buckets: readonly SignupBucket[] | null;
  brands: readonly Brand[];
  period: InsightPeriod;
  /** "all brands, last 12 weeks". */
  scope: string;
  refreshing: boolean;
}

const TITLE = "New members";

/** (a) New members per brand and bucket: stacked bars, and the table of counts. */
export function SignupsPanel({ buckets, brands, period, scope, refreshing }: SignupsPanelProps) {
  const { column, noun } = BUCKET_NAMES[period];
  const empty = buckets?.every((bucket) => bucket.total === 0) ?? false;
  return (
    <ChartCard
      title={TITLE}
      description={`Members who joined, per brand and ${noun}.`}
      state={buckets === null ? "loading" : empty ? "empty" : "ready"}
      emptyText="No new members in this period"
      refreshing={refreshing}
      chart={<SignupsChart buckets={buckets ?? []} brands={brands} period={period} />}
      numbers={
        <Table label={`${TITLE} (numbers)`} minWidthClass="min-w-[24rem]">
          <caption className="sr-only">
            New members per brand and {noun}, {scope}
          </caption>
          <TableHead>
            <TableHeaderCell>{column}</TableHeaderCell>
            {brands.map((brand) => (
              <TableHeaderCell key={brand.id} className="text-right">
                {brand.name}
              </TableHeaderCell>
            ))}
            {brands.length > 1 && <TableHeaderCell className="text-right">Total</TableHeaderCell>}
          </TableHead>
          <TableBody>
            {(buckets ?? []).map((bucket) => (
              <tr key={bucket.start}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={bucket.start}>{bucketLabel(bucket.start, period)}</time>
                </TableCell>
                {brands.map((brand) => (
                  <TableCell key={brand.id} className="text-right tabular-nums">
                    {formatCount(bucket.counts[brand.id] ?? 0)}
                  </TableCell>
                ))}
                {brands.length > 1 && (
                  <TableCell className="text-right font-medium text-slate-900 tabular-nums">
                    {formatCount(bucket.total)}
                  </TableCell>
                )}
              </tr>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
