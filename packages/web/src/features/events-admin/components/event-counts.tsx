import type { StaffEvent } from "@sector/shared";
import { registeredOfCapacity } from "./capacity-text";

/** An event's registrations counted: registered against capacity, waitlist, and attendance. */
export function EventCounts({ event }: { event: StaffEvent }) {
  const figures: { term: string; value: string | number }[] = [
    { term: "Registered / capacity", value: registeredOfCapacity(event) },
    { term: "Waitlist", value: event.counts.waitlisted },
    { term: "Cancelled", value: event.counts.cancelled },
    { term: "Attended", value: event.counts.attended },
    { term: "No-show", value: event.counts.no_show },
  ];
  return (
    <section aria-label="Registrations" className="mb-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(({ term, value }) => (
          <div key={term} className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
