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
import { TopResourcesChart } from "./lazy-charts";

export interface TopResourcesPanelProps {
  /** Most opened first; null while loading. */
  resources: Insights["topResources"] | null;
  scope: string;
  refreshing: boolean;
}

const TITLE = "Top resources";

/** (c) The 10 most opened resources: opens and the distinct members who opened each. */
export function TopResourcesPanel({ resources, scope, refreshing }: TopResourcesPanelProps) {
  return (
    <ChartCard
      title={TITLE}
      description="The 10 most opened resources, with how many members opened each."
      state={resources === null ? "loading" : resources.length === 0 ? "empty" : "ready"}
      emptyText="No opens yet"
      refreshing={refreshing}
      chart={<TopResourcesChart resources={resources ?? []} />}
      numbers={
        <Table label={`${TITLE} (numbers)`} minWidthClass="min-w-[20rem]">
          <caption className="sr-only">Top 10 resources by opens, {scope}</caption>
          <TableHead>
            <TableHeaderCell className="w-10">#</TableHeaderCell>
            <TableHeaderCell>Resource</TableHeaderCell>
            <TableHeaderCell className="text-right">Opens</TableHeaderCell>
            <TableHeaderCell className="text-right">Unique members</TableHeaderCell>
          </TableHead>
          <TableBody>
            {(resources ?? []).map((resource, index) => (
              <tr key={resource.resource_id}>
                <TableCell className="tabular-nums">{index + 1}</TableCell>
                <TableCell className="wrap-anywhere text-slate-900">{resource.title}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(resource.opens)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(resource.unique_members)}
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
