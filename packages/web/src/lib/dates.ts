import { format } from "date-fns";

/** The dates of SPEC section 9, one formatter per place they are shown. */

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Feed cards: US long form in the viewer's time zone, "March 7, 2025"; null when unreadable. */
export function formatFeedDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date && format(date, "MMMM d, yyyy");
}

const archiveFormatter = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC" });

/** The resource archive: en-GB in UTC, "07/03/2025"; "--" when unreadable. */
export function formatArchiveDate(iso: string): string {
  const date = parse(iso);
  return date ? archiveFormatter.format(date) : "--";
}

/** Date and time in the viewer's time zone, "Mar 7, 2025, 2:05 PM"; null when unreadable. */
export function formatDateTime(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date && format(date, "MMM d, yyyy, h:mm a");
}

/**
 * Date and time in the viewer's own language and time zone (Intl), e.g. "29 Nov 2026, 14:05"
 * for en-GB; null when unreadable.
 */
export function formatLocalDateTime(
  iso: string | null | undefined,
  locale?: string,
): string | null {
  const date = parse(iso);
  return (
    date &&
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date)
  );
}
