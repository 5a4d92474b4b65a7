const DAY_MS = 24 * 60 * 60 * 1000;

const dayLabel = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** A UTC day ("2026-11-25") as the chart and its table name it: "Nov 25". */
export const formatDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayLabel.format(date);
};

export interface RegistrationDay {
  day: string;
  label: string;
  registrations: number;
}

/**
 * Registrations per UTC day from the first day with one to the last, the days between without
 * one filled in with 0 so the chart's axis keeps the calendar's pace.
 */
export function registrationDays(
  perDay: readonly { day: string; count: number }[],
): RegistrationDay[] {
  const sorted = [...perDay].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const counts = new Map(sorted.map((entry) => [entry.day, entry.count]));
  const start = Date.parse(`${first.day}T00:00:00Z`);
  const end = Date.parse(`${last.day}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) {
    return sorted.map((e) => ({ day: e.day, label: formatDay(e.day), registrations: e.count }));
  }
  const days: RegistrationDay[] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, label: formatDay(day), registrations: counts.get(day) ?? 0 });
  }
  return days;
}
