import type { Insights } from "@sector/shared";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_LINE, GRID_LINE, HOVER_FILL, MEMBERS_COLOR, OPENS_COLOR } from "../../palette";
import {
  CHART_MARGIN,
  CHART_STYLE,
  LEGEND_WRAPPER,
  legendLabel,
  shorten,
  TICK,
  TOOLTIP_CONTENT,
} from "./chart-style";

/** Opens and distinct members per resource, most opened on top. */
export function TopResourcesChart({ resources }: { resources: Insights["topResources"] }) {
  return (
    <BarChart
      data={resources}
      layout="vertical"
      responsive
      style={CHART_STYLE}
      margin={CHART_MARGIN}
      accessibilityLayer={false}
      barGap={2}
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
        dataKey="title"
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={140}
        tickFormatter={shorten(22)}
        interval={0}
      />
      <Tooltip cursor={{ fill: HOVER_FILL }} contentStyle={TOOLTIP_CONTENT} />
      <Legend
        formatter={legendLabel}
        iconType="square"
        wrapperStyle={LEGEND_WRAPPER}
        itemSorter={null}
      />
      <Bar maxBarSize={18} dataKey="opens" name="Opens" fill={OPENS_COLOR} />
      <Bar maxBarSize={18} dataKey="unique_members" name="Unique members" fill={MEMBERS_COLOR} />
    </BarChart>
  );
}
