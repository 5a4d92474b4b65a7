import { HorizontalBarChart } from "../../../components/ui/charts/horizontal-bar-chart";
import type { AbRow } from "./ab-rows";

/** Unique clickers of subject A and subject B, one bar each. */
export function AbChart({ rows }: { rows: readonly AbRow[] }) {
  return (
    <HorizontalBarChart
      data={rows}
      valueKey="unique_clicks"
      valueName="Unique clickers"
      labelWidth={110}
      maxBarSize={40}
    />
  );
}
