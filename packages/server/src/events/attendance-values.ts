/* The cells of an attendance file (attendance-csv.ts): its text and its durations. */

/** The file's text: UTF-16 (Teams) or UTF-8 by its BOM or its zero bytes; else Windows-1252. */
export const decodeAttendanceBytes = (bytes: Uint8Array): string => {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  // UTF-16 without its BOM: ASCII text has every other byte zero.
  if (bytes.length >= 4 && b0 !== 0 && b1 === 0 && bytes[3] === 0) {
    return new TextDecoder("utf-16le").decode(bytes);
  }
  if (bytes.length >= 4 && b0 === 0 && b1 !== 0 && bytes[2] === 0) {
    return new TextDecoder("utf-16be").decode(bytes);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // A spreadsheet saved as "CSV" on Windows: its names in the ANSI code page.
    return new TextDecoder("windows-1252").decode(bytes);
  }
};

/** The longest stay a file may report: a week (what is longer is no session's length). */
const MAX_SECONDS = 7 * 24 * 3600;

/**
 * Seconds of a duration: plain minutes (Zoom), "1h 5m 3s" / "45m 12s" (Teams), or h:mm:ss;
 * null when it is none of those, or longer than a week.
 */
export const durationSeconds = (value: string): number | null => {
  const seconds = parsedSeconds(value);
  return seconds === null || !Number.isFinite(seconds) || seconds > MAX_SECONDS ? null : seconds;
};

const parsedSeconds = (value: string): number | null => {
  const text = value.trim().toLowerCase();
  if (text === "") return 0;
  const minutes = /^\d+(?:[.,]\d+)?$/.exec(text);
  if (minutes) return Number(text.replace(",", ".")) * 60;
  const clock = /^(\d+):(\d{1,2})(?::(\d{1,2}))?$/.exec(text);
  if (clock) {
    return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0);
  }
  // Units: h / hr / hours, m / min / mins, s / sec / secs, in any order and spacing.
  const units =
    /(\d+(?:\.\d+)?)\s*(h|hr|hrs|hour|hours|m|min|mins|minute|minutes|s|sec|secs|second|seconds)(?![a-z])/g;
  let seconds = 0;
  let matched = "";
  for (const m of text.matchAll(units)) {
    const n = Number(m[1]);
    const unit = m[2]?.[0];
    seconds += unit === "h" ? n * 3600 : unit === "m" ? n * 60 : n;
    matched += m[0];
  }
  // Every character but spaces must belong to a "number unit" pair.
  return matched.replace(/\s/g, "") === text.replace(/\s/g, "") ? seconds : null;
};
