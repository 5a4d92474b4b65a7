import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe: the value shows as text and runs nothing (CSV injection).
 */
export const guardFormula = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/**
 * Records as RFC 4180 text: CRLF line ends, fields quoted when they hold a comma, quote or line
 * break. csv-stringify quotes on its own only a field holding the whole record delimiter (CRLF):
 * a lone LF or CR went out bare, and every reader took it for the end of the row.
 */
export const csvText = (records: string[][]): string =>
  stringify(records, { record_delimiter: "windows", quoted_match: /[\r\n]/ });

/** A file name's part: letters, digits, - and _ only. */
export const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9_-]+/g, "_");
