import { cn } from "../../../lib/cn";
import type { EventsWhen } from "../api/list-staff-events";

const CHOICES: { value: EventsWhen; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
];

export interface WhenToggleProps {
  value: EventsWhen;
  onChange: (value: EventsWhen) => void;
}

/** Upcoming or past events: two toggle buttons, the chosen one pressed. */
export function WhenToggle({ value, onChange }: WhenToggleProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="block text-sm/6 font-medium text-slate-800">Show</legend>
      <div className="mt-1.5 inline-flex rounded-md shadow-sm ring-1 ring-slate-300 ring-inset">
        {CHOICES.map((choice, index) => {
          const pressed = choice.value === value;
          return (
            <button
              key={choice.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(choice.value)}
              className={cn(
                "px-3.5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                index === 0 ? "rounded-l-md" : "rounded-r-md border-l border-slate-300",
                pressed ? "bg-brand-600 text-white" : "bg-white text-slate-900 hover:bg-slate-50",
              )}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
