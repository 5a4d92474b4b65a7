import { type FirmographicField, firmographicLabel, type PublicUser } from "@sector/shared";

/** Who they are at work first (seniority, function), then where (industry, size, country). */
const ORDER: readonly FirmographicField[] = [
  "seniority",
  "job_function",
  "industry",
  "company_size",
  "country",
];

/** A user's known work details as labels, in ORDER ("Director · IT · Germany"); "" if none. */
export function workSummary(user: PublicUser): string {
  return ORDER.flatMap((field) => {
    const value = user[field];
    return value ? [firmographicLabel(field, value)] : [];
  }).join(" · ");
}
