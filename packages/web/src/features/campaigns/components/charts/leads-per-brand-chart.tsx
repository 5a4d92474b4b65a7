import type { CampaignDetail } from "@sector/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import {
  AXIS_LINE,
  CHART_MARGIN,
  CHART_STYLE,
  GRID_LINE,
  HOVER_FILL,
  LEADS_COLOR,
  TICK,
  TOOLTIP_CONTENT,
} from "./chart-look";

export interface LeadsPerBrandChartProps {
  brands: CampaignDetail["stats"]["per_brand"];
}

/** Leads per brand the members read on, one horizontal bar each, most first. */
export function LeadsPerBrandChart({ brands }: LeadsPerBrandChartProps) {
  const data = [...brands].sort((a, b) => b.leads - a.leads);
  return (
    <BarChart
      data={data}
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
        width={64}
        interval={0}
      />
      <Tooltip cursor={{ fill: HOVER_FILL }} contentStyle={TOOLTIP_CONTENT} />
      <Bar maxBarSize={28} dataKey="leads" name="Leads" fill={LEADS_COLOR} />
    </BarChart>
  );
}
