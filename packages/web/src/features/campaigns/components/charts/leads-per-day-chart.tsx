import { PerDayBarChart } from "../../../../components/ui/charts/per-day-bar-chart";

export interface LeadsPerDayChartProps {
  days: readonly { day: string; label: string; leads: number }[];
}

/** New leads per UTC day, one bar a day. */
export function LeadsPerDayChart({ days }: LeadsPerDayChartProps) {
  return <PerDayBarChart days={days} dataKey="leads" name="Leads" />;
}
