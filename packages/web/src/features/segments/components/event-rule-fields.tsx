import type { SegmentRules } from "@sector/shared";
import { MultiSelect } from "../../../components/ui/multi-select";
import { formatFeedDate } from "../../../lib/dates";
import { useBrandEvents } from "../api/list-brand-events";

type EventRule = "event_registered" | "event_attended" | "event_no_show";

const EVENT_RULES: { key: EventRule; label: string }[] = [
  { key: "event_registered", label: "Registered for" },
  { key: "event_attended", label: "Attended" },
  { key: "event_no_show", label: "Did not show" },
];

export interface EventRuleFieldsProps {
  companyId: number;
  rules: SegmentRules;
  set: (key: EventRule, ids: number[]) => void;
}

/**
 * The segment's rules on the brand's events (issue 63): registered for (not waitlisted or
 * cancelled), or marked attended or no-show by an attendance import, at any of the events
 * chosen; so a follow-up mailing reaches each group.
 */
export function EventRuleFields({ companyId, rules, set }: EventRuleFieldsProps) {
  const events = useBrandEvents(companyId);
  // Dated, as two events of a brand may share a title (a webinar held every quarter).
  const options = (events.data ?? []).map((event) => ({
    value: event.id,
    label: `${event.title} · ${formatFeedDate(event.starts_at) ?? ""}`,
  }));

  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-sm/6 font-semibold text-slate-900">Events</legend>
      <p className="text-sm text-slate-600">
        Each takes any of its events; attended and no-show come from the event's attendance import.
      </p>
      <div className="mt-3 grid min-w-0 gap-4 sm:grid-cols-2">
        {EVENT_RULES.map(({ key, label }) => (
          <MultiSelect
            key={key}
            label={label}
            value={rules[key] ?? []}
            onChange={(ids) => set(key, ids)}
            options={options}
            placeholder="Choose events"
            emptyText={events.isPending ? "Loading events..." : "This brand has no events."}
          />
        ))}
      </div>
    </fieldset>
  );
}
