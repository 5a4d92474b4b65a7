import type { InsightPeriod } from "@sector/shared";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { bucketLabel } from "../../buckets";
import type { Brand, SignupBucket } from "../../insights-figures";
import { AXIS_LINE, GRID_LINE, HOVER_FILL } from "../../palette";
import {
  CHART_MARGIN,
  CHART_STYLE,
  LEGEND_WRAPPER,
  legendLabel,
  TICK,
  TOOLTIP_CONTENT,
} from "./chart-style";

export interface SignupsChartProps {
  buckets: readonly SignupBucket[];
  brands: readonly Brand[];
  period: InsightPeriod;
}

/** New members per bucket, one stacked bar segment per brand. */
export function SignupsChart({ buckets, brands, period }: SignupsChartProps) {
  const data = buckets.map((bucket) => ({
    label: bucketLabel(bucket.start, period),
    ...Object.fromEntries(brands.map((brand) => [`b${brand.id}`, bucket.counts[brand.id] ?? 0])),
  }));
  return (
    <BarChart
      data={data}
      responsive
      style={CHART_STYLE}
      margin={CHART_MARGIN}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={GRID_LINE} />
      <XAxis
        dataKey="label"
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: AXIS_LINE }}
        minTickGap={12}
      />
      <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={40} />
      <Tooltip cursor={{ fill: HOVER_FILL }} contentStyle={TOOLTIP_CONTENT} />
      <Legend
        formatter={legendLabel}
        iconType="square"
        wrapperStyle={LEGEND_WRAPPER}
        itemSorter={null}
      />
      {brands.map((brand) => (
        <Bar
          maxBarSize={40}
          key={brand.id}
          dataKey={`b${brand.id}`}
          name={brand.name}
          stackId="members"
          fill={brand.color}
        />
      ))}
    </BarChart>
  );
}
