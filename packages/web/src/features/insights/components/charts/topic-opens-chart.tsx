import type { Insights } from "@sector/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_LINE, GRID_LINE, HOVER_FILL, OPENS_COLOR } from "../../palette";
import { CHART_MARGIN, CHART_STYLE, shorten, TICK, TOOLTIP_CONTENT } from "./chart-style";

/** Opens per topic of the opened resources, most opened on top. */
export function TopicOpensChart({ topics }: { topics: Insights["opensByTopic"] }) {
  return (
    <BarChart
      data={topics}
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
        width={140}
        tickFormatter={shorten(22)}
        interval={0}
      />
      <Tooltip cursor={{ fill: HOVER_FILL }} contentStyle={TOOLTIP_CONTENT} />
      <Bar maxBarSize={24} dataKey="opens" name="Opens" fill={OPENS_COLOR} />
    </BarChart>
  );
}
