import { finished } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { type AttendanceFormat, detectCsvDelimiter } from "@sector/shared";
import { CsvError, parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import { BadRequestError } from "../lib/errors";
import { decodeAttendanceBytes, durationSeconds } from "./attendance-values";

/*
 * An event's attendance file, as the meeting tools export it (issue 63):
 * - Zoom's participant report: "Name (Original Name)", "User Email", "Join Time", "Leave Time",
 *   "Duration (Minutes)", …; exported "with meeting data" it starts with a summary block
 *   ("Meeting ID", "Topic", … and its row), and without "unique users" one person has a row per
 *   join. Its webinar attendee report ("Attended", "Email", "Time in Session (minutes)") too.
 * - Microsoft Teams' attendance report: UTF-16LE and tab-separated as downloaded, "1. Summary"
 *   then "2. Participants" ("Name"/"Full Name", "First Join", "Last Leave", "In-Meeting
 *   Duration" as "1h 5m 3s", "Email", "Participant ID (UPN)", "Role") then "3. In-Meeting
 *   Activities" (not read: the participants' table already sums it); or saved again as CSV.
 * - Any other CSV with a column of addresses (and, if it has one, of minutes).
 */

/** The largest attendance file taken: a day's webinar of thousands is far below it. */
export const ATTENDANCE_MAX_BYTES = 5 * 1024 * 1024;

export interface AttendanceFile {
  format: AttendanceFormat;
  /** The participant rows read (with or without an address). */
  rows: number;
  /** Minutes in the session per address (lower-case), summed over its rows; null: not given. */
  minutes: Map<string, number | null>;
}

export const ATTENDANCE_EMPTY = "The file is empty.";
export const ATTENDANCE_NOT_TEXT = "The file is not a CSV file (it holds binary data).";
export const ATTENDANCE_NO_HEADER =
  "No participant list was found in this file: upload the participant report exported from Zoom, the attendance report downloaded from Microsoft Teams, or a CSV file with an Email column.";
export const ATTENDANCE_NO_ROWS = "The file lists no participants.";
export const ATTENDANCE_NO_ADDRESSES =
  "The file lists participants but no email addresses: export the report with the participants' emails (in Zoom, sign-in or registration must be required to have them).";
export const ATTENDANCE_NOT_CSV = (detail: string) =>
  `The file could not be read as CSV: ${detail}`;
export const ATTENDANCE_BAD_DURATION = (line: number, value: string) =>
  `Line ${line}: the duration ${JSON.stringify(value.slice(0, 40))} is not understood (minutes, or like 1h 5m 3s).`;

/** A header's name as compared: lower-case, single spaces, no BOM or surrounding quotes. */
const norm = (name: string) =>
  name
    .replace(/^\uFEFF/, "")
    .trim()
    .replace(/^"|"$/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase();

const EMAIL_COLUMNS = [
  "user email",
  "email",
  "email address",
  "e-mail",
  "e-mail address",
  "attendee email",
  "participant email",
];
/** Teams fills it with a work account's address; a guest's address is under Email only. */
const UPN_COLUMN = "participant id (upn)";
const DURATION_COLUMNS = [
  "in-meeting duration",
  "duration (minutes)",
  "total duration (minutes)",
  "time in session (minutes)",
  "attendance duration",
  "duration",
  "minutes attended",
  "attended minutes",
  "minutes",
];
const ZOOM_MARKS = ["name (original name)", "user name (original name)", "user email"];
const TEAMS_MARKS = [UPN_COLUMN, "in-meeting duration", "first join", "last leave", "full name"];
/** A summary block's header (Zoom's meeting data) names the host's address: not the list. */
const SUMMARY_MARKS = ["meeting id", "topic", "meeting title", "meeting duration"];

interface Header {
  format: AttendanceFormat;
  email: number;
  upn: number;
  duration: number;
  /** Zoom's webinar report lists the absent too, marked Attended "No". */
  attended: number;
}

/** The participant table's header, when `cells` is one. */
const headerOf = (cells: string[]): Header | null => {
  const names = cells.map(norm);
  const at = (candidates: string[]) => {
    for (const name of candidates) {
      const index = names.indexOf(name);
      if (index >= 0) return index;
    }
    return -1;
  };
  if (names.some((n) => SUMMARY_MARKS.includes(n))) return null;
  const email = at(EMAIL_COLUMNS);
  const upn = names.indexOf(UPN_COLUMN);
  if (email < 0 && upn < 0) return null;
  let duration = at(DURATION_COLUMNS);
  if (duration < 0) duration = names.findIndex((n) => /duration|minutes/.test(n));
  const format = names.some((n) => ZOOM_MARKS.includes(n))
    ? "zoom"
    : names.some((n) => TEAMS_MARKS.includes(n))
      ? "teams"
      : "generic";
  return { format, email, upn, duration, attended: names.indexOf("attended") };
};

/** Where each line of `text` starts, up to `max` lines. */
const lineStarts = (text: string, max: number) => {
  const starts = [0];
  const breaks = /\r\n|\n|\r/g;
  for (let m = breaks.exec(text); m && starts.length < max; m = breaks.exec(text)) {
    starts.push(m.index + m[0].length);
  }
  return starts;
};

/** The lines looked at for the participants' header: Teams' summary is a dozen or so. */
const HEADER_SEARCH_LINES = 200;

const cellsOf = (line: string, delimiter: string): string[] | null => {
  try {
    return parseSync(line, { delimiter, relax_column_count: true, relax_quotes: true })[0] ?? null;
  } catch {
    return null;
  }
};

/** The address of a row: Email, else a UPN holding an address; lower-case; null for none. */
const addressOf = (cells: string[], header: Header): string | null => {
  for (const index of [header.email, header.upn]) {
    const value = index >= 0 ? (cells[index] ?? "").trim().toLowerCase() : "";
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return value;
  }
  return null;
};

/** A Teams section's title ("3. In-Meeting Activities"): where the participants' table ends. */
const isSectionTitle = (cells: string[]) => {
  const filled = cells.filter((c) => c.trim() !== "");
  return filled.length === 1 && /^\d+\.\s+\D/.test(filled[0]?.trim() ?? "");
};

/**
 * Characters parsed at a time (a few milliseconds of work): between two pieces the event loop
 * serves other requests, however large the file.
 */
const PIECE = 64 * 1024;

/**
 * Hands each record of `text` after its header row to `take` with the line it ends on, until
 * `take` answers false. Broken CSV is refused with a 400.
 */
const eachRecord = async (
  text: string,
  delimiter: string,
  take: (record: string[], lines: number) => boolean,
) => {
  let stopped = false;
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    from_line: 2,
    on_record: (record: string[], info: { lines: number }) => {
      if (!stopped && !take(record, info.lines)) stopped = true;
      // Kept by `take`, not passed down the stream.
      return null;
    },
  });
  // Its errors reach us through write's callback and finished(), not as unhandled events.
  parser.on("error", () => {});
  parser.resume();
  const write = (piece: string) =>
    new Promise<void>((resolve, reject) =>
      parser.write(piece, (error) => (error ? reject(error) : resolve())),
    );
  try {
    for (let at = 0; at < text.length && !stopped; ) {
      let end = Math.min(at + PIECE, text.length);
      // Never between the two halves of a surrogate pair (an emoji in a name).
      const last = text.charCodeAt(end - 1);
      if (last >= 0xd800 && last <= 0xdbff) end += 1;
      await write(text.slice(at, end));
      at = end;
      await nextTurn();
    }
    if (stopped) parser.destroy();
    else {
      parser.end();
      await finished(parser);
    }
  } catch (err) {
    parser.destroy();
    if (err instanceof CsvError) throw new BadRequestError(ATTENDANCE_NOT_CSV(err.message));
    throw err;
  }
};

/**
 * Reads an attendance file (Zoom, Teams or a plain list; see above): each address once with its
 * minutes summed. A file it cannot read is refused with a 400 saying why.
 */
export const parseAttendanceFile = async (bytes: Uint8Array): Promise<AttendanceFile> => {
  const text = decodeAttendanceBytes(bytes);
  if (!/\S/.test(text.replace(/^\uFEFF/, ""))) throw new BadRequestError(ATTENDANCE_EMPTY);
  if (text.includes("\u0000")) throw new BadRequestError(ATTENDANCE_NOT_TEXT);

  // The participants' header: the first line naming a column of addresses, summaries skipped.
  const starts = lineStarts(text, HEADER_SEARCH_LINES);
  let found: { header: Header; start: number; line: number; delimiter: string } | null = null;
  for (const [i, start] of starts.entries()) {
    const end = starts[i + 1] ?? text.length;
    const line = text.slice(start, end).replace(/[\r\n]+$/, "");
    if (line.trim() === "") continue;
    const delimiter = detectCsvDelimiter(line);
    const cells = cellsOf(line, delimiter);
    const header = cells ? headerOf(cells) : null;
    if (header) {
      found = { header, start, line: i + 1, delimiter };
      break;
    }
  }
  if (!found) throw new BadRequestError(ATTENDANCE_NO_HEADER);
  const { header, delimiter } = found;

  const seconds = new Map<string, number | null>();
  let rows = 0;
  let refusal: BadRequestError | null = null;
  await eachRecord(text.slice(found.start), delimiter, (record, lines) => {
    if (isSectionTitle(record)) return false;
    if (record.every((c) => c.trim() === "")) return true;
    rows += 1;
    if (header.attended >= 0 && /^no$/i.test((record[header.attended] ?? "").trim())) return true;
    const address = addressOf(record, header);
    if (!address) return true;
    let time: number | null = null;
    if (header.duration >= 0) {
      const value = record[header.duration] ?? "";
      time = durationSeconds(value);
      if (time === null) {
        refusal = new BadRequestError(ATTENDANCE_BAD_DURATION(found.line + lines - 1, value));
        return false;
      }
    }
    const before = seconds.get(address);
    // Summed rows (rejoins) are kept to a week too: an address repeated on purpose adds nothing.
    seconds.set(
      address,
      time === null ? (before ?? null) : Math.min((before ?? 0) + time, 7 * 24 * 3600),
    );
    return true;
  });
  if (refusal) throw refusal;
  if (rows === 0) throw new BadRequestError(ATTENDANCE_NO_ROWS);
  // Without one address every registrant would read as a no-show: refused, not applied.
  if (seconds.size === 0) throw new BadRequestError(ATTENDANCE_NO_ADDRESSES);

  const minutes = new Map<string, number | null>();
  for (const [address, s] of seconds) minutes.set(address, s === null ? null : Math.round(s / 60));
  return { format: header.format, rows, minutes };
};
