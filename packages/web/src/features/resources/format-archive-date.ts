const formatter = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC" });

/** Archive dates (SPEC section 9): en-GB in UTC, "07/03/2025". */
export function formatArchiveDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "--" : formatter.format(date);
}
