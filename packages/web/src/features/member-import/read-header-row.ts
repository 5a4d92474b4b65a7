import { detectCsvDelimiter } from "@sector/shared";
import { parse } from "csv-parse/browser/esm/sync";

/** The start of the file read for its header row: far more than any header needs. */
const HEAD_BYTES = 64 * 1024;

/**
 * The column names of a CSV file (its first record), read in the browser before anything is
 * uploaded, trimmed as the server trims them; a byte-order mark is dropped.
 */
export async function readHeaderRow(file: Blob): Promise<string[]> {
  const head = (await file.slice(0, HEAD_BYTES).text()).replace(/^\uFEFF/, "");
  const records = parse(head, {
    delimiter: detectCsvDelimiter(head),
    to_line: 1,
    relax_column_count: true,
    skip_empty_lines: true,
    relax_quotes: true,
  }) as string[][];
  return (records[0] ?? []).map((name) => name.trim());
}
