import { finished } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { detectCsvDelimiter, MEMBER_IMPORT_MAX_ROWS } from "@sector/shared";
import { CsvError, type Parser, parse } from "csv-parse";
import { BadRequestError } from "../lib/errors";
import { EMPTY_FILE, HAS_NUL, NO_ROWS, NOT_CSV, NOT_UTF8, TOO_MANY_ROWS } from "./messages";

export interface CsvLine {
  /** Where the record starts in the file (the header is line 1). */
  line: number;
  cells: string[];
}

export interface ParsedCsv {
  /** The header row, each name trimmed. */
  headers: string[];
  rows: CsvLine[];
}

/**
 * Bytes parsed at a time (a few milliseconds of work): between two pieces the event loop serves
 * other requests, however large the file and however it arrives (a socket's chunks, or one
 * buffer).
 */
const PIECE = 8 * 1024;

async function* piecesOf(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
  for await (const chunk of source) {
    for (let at = 0; at < chunk.length; at += PIECE) yield chunk.subarray(at, at + PIECE);
  }
}

/**
 * The longest record taken, in characters: far above any member's line (a few hundred), so a
 * quote left open is refused once it has swallowed this much, not at the end of the file.
 */
export const MAX_RECORD_CHARS = 64 * 1024;

const newlines = (cells: string[]) => {
  let count = 0;
  for (const cell of cells) for (const char of cell) if (char === "\n") count += 1;
  return count;
};

/**
 * Where the header row ends, read piece by piece: whether a line break outside quotes has been
 * seen yet (the delimiter is told from the header row alone, shared/csv-delimiter.ts).
 */
class HeaderEnd {
  private quoted = false;
  found = false;

  scan(text: string) {
    for (const char of text) {
      if (char === '"') this.quoted = !this.quoted;
      else if (!this.quoted && (char === "\n" || char === "\r")) {
        this.found = true;
        return;
      }
    }
  }
}

/**
 * The header row and every record of a CSV file, read as it arrives (RFC 4180: quoted fields
 * may hold separators, quotes and line breaks). Blank lines are skipped; a short row's missing
 * cells read as empty. The file is refused as soon as it is known to be wrong (not UTF-8, a NUL,
 * more than MEMBER_IMPORT_MAX_ROWS rows, broken CSV): the rest is not read, let alone parsed.
 */
export const parseMemberCsv = async (
  source: Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<ParsedCsv> => {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let headers: string[] | null = null;
  const rows: CsvLine[] = [];
  let tooMany = false;
  let hasText = false;
  // Text read before the header row's end, while the delimiter is not known yet.
  let head = "";
  const headerEnd = new HeaderEnd();
  let parser: Parser | null = null;

  const onRecord = (record: string[], info: { lines: number }): null => {
    if (headers === null) headers = record.map((name) => name.trim());
    else if (rows.length === MEMBER_IMPORT_MAX_ROWS) tooMany = true;
    else if (!tooMany) rows.push({ line: info.lines - newlines(record), cells: record });
    // Kept here, not passed down the stream.
    return null;
  };

  const open = (delimiter: string): Parser => {
    const opened = parse({
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: MAX_RECORD_CHARS,
      on_record: onRecord,
    });
    // Its errors reach us through write's callback and finished(), not as unhandled events.
    opened.on("error", () => {});
    opened.resume();
    return opened;
  };

  /** Parses `text`, at once (records arrive in onRecord as it runs); a CSV error rejects. */
  const write = (into: Parser, text: string) =>
    new Promise<void>((resolve, reject) => {
      // csv-parse builds an Error for every row whose length differs from the header's, even
      // with relax_column_count, which keeps the row: capturing its stack trace made a short
      // row cost about 50 µs instead of 10, and nobody reads it (only a refusal's message).
      const stackTraceLimit = Error.stackTraceLimit;
      Error.stackTraceLimit = 0;
      try {
        into.write(text, (error) => (error ? reject(error) : resolve()));
      } finally {
        Error.stackTraceLimit = stackTraceLimit;
      }
    });

  const take = async (text: string) => {
    if (text === "") return;
    if (text.includes("\u0000")) throw new BadRequestError(HAS_NUL);
    hasText ||= /\S/.test(text);
    if (parser === null) {
      headerEnd.scan(text);
      head += text;
      // A header row past the longest record is refused by the parser, as any record is.
      if (!headerEnd.found && head.length <= MAX_RECORD_CHARS) return;
      parser = open(detectCsvDelimiter(head));
      text = head;
      head = "";
    }
    await write(parser, text);
    if (tooMany) throw new BadRequestError(TOO_MANY_ROWS);
  };

  const decode = (bytes?: Uint8Array) => {
    try {
      // `fatal`: invalid UTF-8 throws instead of turning into U+FFFD; the BOM is dropped.
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new BadRequestError(NOT_UTF8);
    }
  };

  try {
    for await (const piece of piecesOf(source instanceof Uint8Array ? [source] : source)) {
      await take(decode(piece));
      await nextTurn();
    }
    await take(decode());
    if (!hasText) throw new BadRequestError(EMPTY_FILE);
    parser ??= open(detectCsvDelimiter(head));
    if (head !== "") await write(parser, head);
    parser.end();
    await finished(parser);
    if (tooMany) throw new BadRequestError(TOO_MANY_ROWS);
  } catch (err) {
    (parser as Parser | null)?.destroy();
    if (err instanceof CsvError) throw new BadRequestError(NOT_CSV(err.message));
    throw err;
  }
  if (headers === null) throw new BadRequestError(EMPTY_FILE);
  if (rows.length === 0) throw new BadRequestError(NO_ROWS);
  return { headers, rows };
};
