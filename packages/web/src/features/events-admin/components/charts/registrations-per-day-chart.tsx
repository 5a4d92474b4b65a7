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
} from "../../../../components/ui/charts/chart-look";
import type { RegistrationDay } from "../../registration-days";

/** New registrations per UTC day, one bar a day. */
export function RegistrationsPerDayChart({ days }: { days: readonly RegistrationDay[] }) {
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
      <Bar maxBarSize={40} dataKey="registrations" name="Registrations" fill={BAR_COLOR} />
    </BarChart>
  );
}
