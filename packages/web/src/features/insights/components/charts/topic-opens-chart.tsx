import type { Insights } from "@sector/shared";
import { HorizontalBarChart } from "../../../../components/ui/charts/horizontal-bar-chart";
import { OPENS_COLOR } from "../../palette";
import { shorten } from "./chart-style";

/** Opens per topic of the opened resources, most opened on top. */
export function TopicOpensChart({ topics }: { topics: Insights["opensByTopic"] }) {
  return (
    <HorizontalBarChart
      data={topics}
      valueKey="opens"
      valueName="Opens"
      labelWidth={140}
      labelFormatter={shorten(22)}
      color={OPENS_COLOR}
    />
  );
}
