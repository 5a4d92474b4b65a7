import { Readable } from "node:stream";
import { detectCsvDelimiter, MEMBER_IMPORT_MAX_ROWS } from "@sector/shared";
import { CsvError, parse } from "csv-parse";
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

/** Text handed to the parser at a time: the event loop serves other requests in between. */
const CHUNK = 256 * 1024;

/** UTF-8 text of the upload, a byte-order mark dropped; anything else is refused. */
export const decodeUtf8 = (bytes: Uint8Array): string => {
  let text: string;
  try {
    // `fatal`: invalid UTF-8 throws instead of turning into U+FFFD; the BOM is stripped.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestError(NOT_UTF8);
  }
  // PostgreSQL stores no NUL in text, and no CSV text file holds one.
  if (text.includes("\u0000")) throw new BadRequestError(HAS_NUL);
  return text;
};

function* chunksOf(text: string) {
  for (let i = 0; i < text.length; i += CHUNK) yield text.slice(i, i + CHUNK);
}

const newlines = (cells: string[]) => {
  let count = 0;
  for (const cell of cells) for (const char of cell) if (char === "\n") count += 1;
  return count;
};

/**
 * The header row and every record of a CSV file (RFC 4180: quoted fields may hold separators,
 * quotes and line breaks). Blank lines are skipped; a short row's missing cells read as empty.
 */
export const parseMemberCsv = async (bytes: Uint8Array): Promise<ParsedCsv> => {
  const text = decodeUtf8(bytes);
  if (text.trim() === "") throw new BadRequestError(EMPTY_FILE);
  const parser = Readable.from(chunksOf(text)).pipe(
    parse({
      delimiter: detectCsvDelimiter(text),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }),
  );
  let headers: string[] | null = null;
  const rows: CsvLine[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (headers === null) {
        headers = record.map((name) => name.trim());
        continue;
      }
      if (rows.length === MEMBER_IMPORT_MAX_ROWS) throw new BadRequestError(TOO_MANY_ROWS);
      rows.push({ line: info.lines - newlines(record), cells: record });
    }
  } catch (err) {
    parser.destroy();
    if (err instanceof CsvError) throw new BadRequestError(NOT_CSV(err.message));
    throw err;
  }
  if (headers === null) throw new BadRequestError(EMPTY_FILE);
  if (rows.length === 0) throw new BadRequestError(NO_ROWS);
  return { headers, rows };
};
