import type { CampaignDetail } from "@sector/shared";
import { HorizontalBarChart } from "../../../../components/ui/charts/horizontal-bar-chart";

export interface LeadsPerBrandChartProps {
  brands: CampaignDetail["stats"]["per_brand"];
}

/** Leads per brand the members read on, one horizontal bar each, most first. */
export function LeadsPerBrandChart({ brands }: LeadsPerBrandChartProps) {
  const data = [...brands].sort((a, b) => b.leads - a.leads);
  return (
    <HorizontalBarChart
      data={data}
      valueKey="leads"
      valueName="Leads"
      labelWidth={64}
      maxBarSize={28}
    />
  );
}
