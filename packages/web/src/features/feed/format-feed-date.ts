import { format } from "date-fns";

/** US long form of the feed (SPEC section 9): "March 7, 2025". */
export function formatFeedDate(date: Date): string {
  return format(date, "MMMM d, yyyy");
}
