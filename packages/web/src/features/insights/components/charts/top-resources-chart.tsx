import type { Insights } from "@sector/shared";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_LINE, GRID_LINE, HOVER_FILL, MEMBERS_COLOR, OPENS_COLOR } from "../../palette";
import {
  CHART_MARGIN,
  CHART_STYLE,
  fitLabel,
  LEGEND_WRAPPER,
  legendLabel,
  measureText,
  TICK,
  TOOLTIP_CONTENT,
} from "./chart-style";

/** Room for the titles on the axis, in pixels. */
const LABEL_WIDTH = 140;
/** The gap between a title and the bars. */
const LABEL_GAP = 4;
interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/**
 * A title on the axis, on one line and cut to fit; the whole title shows on hover (an SVG
 * title) and in the numbers' table.
 */
function TitleTick({ x = 0, y = 0, payload }: TickProps) {
  const title = String(payload?.value ?? "");
  return (
    <g transform={`translate(${x},${y})`}>
      <title>{title}</title>
      <text
        className="recharts-cartesian-axis-tick-value"
        x={-LABEL_GAP}
        y={0}
        dy="0.355em"
        textAnchor="end"
        fill={TICK.fill}
        fontSize={TICK.fontSize}
      >
        <tspan>
          {fitLabel(title, LABEL_WIDTH - LABEL_GAP - 4, (text) => measureText(text, TICK.fontSize))}
        </tspan>
      </text>
    </g>
  );
}

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
        tick={TitleTick}
        tickLine={false}
        axisLine={false}
        width={LABEL_WIDTH}
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
