import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import {
  AXIS_LINE,
  BAR_COLOR,
  CHART_MARGIN,
  CHART_STYLE,
  GRID_LINE,
  HOVER_FILL,
  TICK,
  TOOLTIP_CONTENT,
} from "./chart-look";

/** The fields of a row that hold a number. */
type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

export interface HorizontalBarChartProps<Row extends { name: string }> {
  /** One bar each, top to bottom in this order; `name` labels it. */
  data: readonly Row[];
  /** The field a bar's length shows, and its name in the tooltip. */
  valueKey: NumberKey<Row>;
  valueName: string;
  /** Room for the labels, in pixels. */
  labelWidth: number;
  /** Shortens a long label on the axis (the tooltip keeps it whole). */
  labelFormatter?: (label: unknown) => string;
  maxBarSize?: number;
  color?: string;
}

/** Counts per named thing, one horizontal bar each (topics opened, leads per brand). */
export function HorizontalBarChart<Row extends { name: string }>({
  data,
  valueKey,
  valueName,
  labelWidth,
  labelFormatter,
  maxBarSize = 24,
  color = BAR_COLOR,
}: HorizontalBarChartProps<Row>) {
  return (
    <BarChart
      data={[...data]}
      layout="vertical"
      responsive
      style={CHART_STYLE}
      margin={CHART_MARGIN}
      accessibilityLayer={false}
    >
      <CartesianGrid horizontal={false} stroke={GRID_LINE} />
      <XAxis
        type="number"
        allowDecimals={false}
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: AXIS_LINE }}
      />
      <YAxis
        type="category"
        dataKey="name"
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={labelWidth}
        tickFormatter={labelFormatter}
        interval={0}
      />
      <Tooltip cursor={{ fill: HOVER_FILL }} contentStyle={TOOLTIP_CONTENT} />
      <Bar maxBarSize={maxBarSize} dataKey={valueKey} name={valueName} fill={color} />
    </BarChart>
  );
}
