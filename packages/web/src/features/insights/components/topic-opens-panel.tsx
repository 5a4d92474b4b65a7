import type { Insights } from "@sector/shared";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
} from "../../../components/ui/table";
import { formatCount } from "../insights-figures";
import { ChartCard } from "./chart-card";
import { TopicOpensChart } from "./lazy-charts";

export interface TopicOpensPanelProps {
  /** Most opened first; null while loading. */
  topics: Insights["opensByTopic"] | null;
  scope: string;
  refreshing: boolean;
}

const TITLE = "Opens by topic";

/** More bars than this would not fit the chart's height; the table lists every topic. */
const CHART_TOPICS = 10;

/** (d) Opens per topic of the opened resources. */
export function TopicOpensPanel({ topics, scope, refreshing }: TopicOpensPanelProps) {
  const all = topics ?? [];
  const cut = all.length > CHART_TOPICS;
  return (
    <ChartCard
      title={TITLE}
      description={
        cut
          ? `Opens per topic of the opened resources; the chart shows the ${CHART_TOPICS} most opened of ${all.length}.`
          : "Opens per topic of the opened resources."
      }
      state={topics === null ? "loading" : all.length === 0 ? "empty" : "ready"}
      emptyText="No opens yet"
      refreshing={refreshing}
      chart={<TopicOpensChart topics={all.slice(0, CHART_TOPICS)} />}
      numbers={
        <Table label={`${TITLE} (numbers)`} minWidthClass="min-w-[20rem]">
          <caption className="sr-only">Opens by topic, {scope}</caption>
          <TableHead>
            <TableHeaderCell>Topic</TableHeaderCell>
            <TableHeaderCell className="text-right">Opens</TableHeaderCell>
          </TableHead>
          <TableBody>
            {all.map((topic) => (
              <tr key={topic.preference_id}>
                <TableCell className="text-slate-900">{topic.name}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(topic.opens)}
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
