import type { SelectOption } from "../../../components/ui/select";

/** 1 (Monday) to 7 (Sunday), as the API numbers them (ISO weekdays). */
export const WEEKDAY_OPTIONS: SelectOption<number>[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
].map((label, index) => ({ value: index + 1, label }));

export const HOUR_OPTIONS: SelectOption<number>[] = Array.from({ length: 24 }, (_, hour) => ({
  value: hour,
  label: `${String(hour).padStart(2, "0")}:00`,
}));

/** The IANA zones this browser knows, offered as suggestions (the server checks the name). */
export function timeZoneSuggestions(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}
