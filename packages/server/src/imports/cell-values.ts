/** How the cells of an imported file are read: yes/no, dates of consent, phone numbers. */

const YES = new Set(["yes", "y", "true", "1", "x", "granted", "opt-in", "opted in", "subscribed"]);
const NO = new Set([
  "no",
  "n",
  "false",
  "0",
  "not granted",
  "opt-out",
  "opted out",
  "unsubscribed",
]);

/** true / false, null for an empty cell (nothing stated), undefined for anything else. */
export const readGranted = (value: string): boolean | null | undefined => {
  const word = value.trim().toLowerCase();
  if (word === "") return null;
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
};

/**
 * ISO 8601: a day (2024-03-01, midnight UTC) or a day and time, with seconds and fraction
 * optional, "T" or a space between, and an offset (Z, +02:00, +0200) or none (UTC).
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** The moment a cell names, or null when it is no date of ours (or no real day). */
export const readDateTime = (value: string): Date | null => {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "0", zone = "Z"] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day, hour, minute, second] = parts;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    Number(fraction.padEnd(3, "0").slice(0, 3)),
  );
  // 2024-02-30 would roll over into March: no such day.
  if (new Date(utc).getUTCDate() !== day) return null;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== "Z") {
    const digits = zone.replace(":", "");
    const sign = digits.startsWith("-") ? -1 : 1;
    offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  const at = new Date(utc - offsetMinutes * 60_000);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * A phone number as lists from events and older systems carry them: digits with spaces, dots,
 * dashes, slashes, brackets and a leading +, 6 to 20 digits. (Registration asks for exactly 10
 * digits; an imported member keeps the number as written.)
 */
export const isImportablePhone = (value: string): boolean => {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 20;
};
