import { type ReactNode, Suspense, useId } from "react";
import { cn } from "../../../lib/cn";

/** What a card has to show: nothing yet, an answer with nothing to draw, or a chart. */
export type ChartState = "loading" | "empty" | "ready";

export interface ChartCardProps {
  title: string;
  /** One line under the title: what is counted, and over which window. */
  description: string;
  state: ChartState;
  /** Said where the chart would be when there is nothing to draw ("No opens yet"). */
  emptyText: string;
  /** The chart (lazily loaded: recharts stays out of every other screen's download). */
  chart: ReactNode;
  /** The chart's numbers as a table, behind "Show the numbers". */
  numbers: ReactNode;
  /** A line under the description: what the chart leaves out, and why. */
  note?: string;
  /** True while a newer answer is on its way: the chart stays, dimmed. */
  refreshing?: boolean;
  className?: string;
}

/** The chart area's fixed height: loading, empty and drawn alike, so nothing below moves. */
const CHART_AREA = "h-72";

/**
 * One chart of the insights: its heading and description, the chart, and its numbers in a
 * table for whoever cannot see the chart (the chart itself is hidden from assistive technology:
 * the table says everything it does, in words).
 */
export function ChartCard({
  title,
  description,
  state,
  emptyText,
  chart,
  numbers,
  note,
  refreshing = false,
  className,
}: ChartCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state === "loading" || refreshing || undefined}
      className={cn(
        "flex min-w-0 flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200",
        className,
      )}
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {note && <p className="mt-1 text-sm text-slate-600 italic">{note}</p>}
      <div className={cn("mt-4 transition-opacity", CHART_AREA, refreshing && "opacity-60")}>
        {state === "loading" ? (
          <ChartMessage>Loading...</ChartMessage>
        ) : state === "empty" ? (
          <ChartMessage>{emptyText}</ChartMessage>
        ) : (
          <div aria-hidden="true" className="h-full">
            <Suspense fallback={<ChartMessage>Loading chart...</ChartMessage>}>{chart}</Suspense>
          </div>
        )}
      </div>
      {/* Always the same height below the chart, whether or not there are numbers to show. */}
      <div className="mt-3 min-h-6">
        {state === "ready" && (
          <details className="text-sm">
            <summary className="cursor-pointer rounded font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
              Show the numbers
            </summary>
            <div className="mt-3">{numbers}</div>
          </details>
        )}
      </div>
    </section>
  );
}

function ChartMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-300 px-4 text-center text-sm font-medium text-slate-600">
      {children}
    </div>
  );
}
