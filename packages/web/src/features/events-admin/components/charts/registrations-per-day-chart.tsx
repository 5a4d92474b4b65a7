import { PerDayBarChart } from "../../../../components/ui/charts/per-day-bar-chart";
import type { RegistrationDay } from "../../registration-days";

/** New registrations per UTC day, one bar a day. */
export function RegistrationsPerDayChart({ days }: { days: readonly RegistrationDay[] }) {
  return <PerDayBarChart days={days} dataKey="registrations" name="Registrations" />;
}
