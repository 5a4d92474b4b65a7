export interface ImportProgressProps {
  dryRun: boolean;
  processed: number;
  total: number;
}

/** How far a running import has got: a bar and "n of total lines". */
export function ImportProgress({ dryRun, processed, total }: ImportProgressProps) {
  const percent = Math.min(100, Math.round((processed / Math.max(total, 1)) * 100));
  const what = dryRun ? "Dry run" : "Import";
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <p className="text-sm font-medium text-slate-900">
        {what} in progress: {processed.toLocaleString("en-US")} of {total.toLocaleString("en-US")}{" "}
        lines
      </p>
      <div
        role="progressbar"
        aria-label={`${what} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
