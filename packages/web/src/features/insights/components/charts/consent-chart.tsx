import { CONSENT_PURPOSES } from "@sector/shared";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { type ConsentRate, countsOf } from "../../insights-figures";
import { AXIS_LINE, GRID_LINE, HOVER_FILL, PURPOSE_COLORS, PURPOSE_LABELS } from "../../palette";
import {
  CHART_MARGIN,
  CHART_STYLE,
  LEGEND_WRAPPER,
  legendLabel,
  TICK,
  TOOLTIP_CONTENT,
} from "./chart-style";

/** A rate as a percentage with one decimal; 0 where nobody was asked (the table says "--"). */
const percent = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 1000) / 10);

/** Per brand, one bar per consent: the share of the members asked who granted it, and how many. */
export function ConsentChart({ rates }: { rates: readonly ConsentRate[] }) {
  const byBrand = new Map<number, Record<string, string | number>>();
  for (const rate of rates) {
    const row = byBrand.get(rate.brand.id) ?? { brand: rate.brand.name };
    row[rate.purpose] = percent(rate.rate);
    row[`${rate.purpose}_counts`] = countsOf(rate);
    byBrand.set(rate.brand.id, row);
  }
  const purposes = CONSENT_PURPOSES.filter((purpose) => rates.some((r) => r.purpose === purpose));
  return (
    <BarChart
      data={[...byBrand.values()]}
      responsive
      style={CHART_STYLE}
      margin={CHART_MARGIN}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={GRID_LINE} />
      <XAxis dataKey="brand" tick={TICK} tickLine={false} axisLine={{ stroke: AXIS_LINE }} />
      <YAxis
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tickFormatter={(value: number) => `${value}%`}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={44}
      />
      <Tooltip
        cursor={{ fill: HOVER_FILL }}
        contentStyle={TOOLTIP_CONTENT}
        // The counts behind each percentage: "66.7% (2 of 3)".
        formatter={(value, _name, item) =>
          `${value}% (${item.payload?.[`${String(item.dataKey)}_counts`] ?? ""})`
        }
      />
      <Legend
        formatter={legendLabel}
        iconType="square"
        wrapperStyle={LEGEND_WRAPPER}
        itemSorter={null}
      />
      {purposes.map((purpose) => (
        <Bar
          maxBarSize={28}
          key={purpose}
          dataKey={purpose}
          name={PURPOSE_LABELS[purpose]}
          fill={PURPOSE_COLORS[purpose]}
        />
      ))}
    </BarChart>
  );
}
