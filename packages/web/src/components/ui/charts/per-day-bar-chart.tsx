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

export interface PerDayBarChartProps<Key extends string> {
  /** One entry a day, oldest first: its axis label and the count under `dataKey`. */
  days: readonly ({ label: string } & Record<Key, number>)[];
  dataKey: Key;
  /** What is counted, as the tooltip names it ("Leads"). */
  name: string;
}

/** A count per UTC day, one bar a day (a campaign's leads, an event's registrations). */
export function PerDayBarChart<Key extends string>({
  days,
  dataKey,
  name,
}: PerDayBarChartProps<Key>) {
  return (
    <BarChart
      data={[...days]}
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
      <Bar maxBarSize={40} dataKey={dataKey} name={name} fill={BAR_COLOR} />
    </BarChart>
  );
}
