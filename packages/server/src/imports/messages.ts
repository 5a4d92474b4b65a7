import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_MAX_ROWS } from "@sector/shared";

/** The answers of the member import calls (SPEC.md has no wording for them). */
export const NOT_MULTIPART =
  "Send the import as multipart/form-data: the CSV file, mapping, dry_run and send_welcome.";
export const NO_FILE = "Choose a CSV file to import.";
export const TOO_MANY_FILES = "Send one CSV file per import.";
export const FILE_TOO_LARGE = `The file is larger than ${MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into several imports.`;
export const NOT_UTF8 = "The file is not UTF-8 text: save it as CSV UTF-8 and try again.";
export const HAS_NUL = "The file contains NUL characters: it is not a CSV text file.";
export const EMPTY_FILE = "The file is empty: it needs a header row and at least one member.";
export const NO_ROWS = "The file has a header row but no members to import.";
export const TOO_MANY_ROWS = `The file has more than ${MEMBER_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows: split it into several imports.`;
export const NOT_CSV = (detail: string) => `The file is not valid CSV: ${detail}`;
export const UNKNOWN_COLUMN = (column: string) =>
  `Unknown column "${column}" in the mapping: the header row has no such column.`;
export const AMBIGUOUS_COLUMN = (column: string) =>
  `The header row has more than one column "${column}": rename one of them.`;
export const IMPORT_NOT_FOUND = "No such import.";
