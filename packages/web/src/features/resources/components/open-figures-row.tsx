import { useResourceOpens } from "../api/get-resource-opens";

const NUMBER = new Intl.NumberFormat("en-US");

/**
 * How often members opened the resource, read-only: all time, distinct members, and the last
 * 30 days. The row keeps its size while the figures load, so the form below does not move.
 */
export function OpenFiguresRow({ resourceId }: { resourceId: number | null }) {
  const { data, isPending, isError } = useResourceOpens(resourceId);
  const value = (figure: number | undefined) =>
    isPending ? "..." : isError || figure === undefined ? "--" : NUMBER.format(figure);
  const figures = [
    { label: "Opens", value: value(data?.opens) },
    { label: "Unique members", value: value(data?.unique_members) },
    { label: "Opens in the last 30 days", value: value(data?.opens_30d) },
  ];
  return (
    <section aria-label="Opens by members" aria-busy={isPending || undefined}>
      <dl className="grid grid-cols-3 gap-3 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        {figures.map(({ label, value: shown }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
