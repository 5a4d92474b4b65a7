import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

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

/**
 * Answers with a CSV download named `{name}-{today}.csv` (UTC day), streamed from `chunks`: one
 * chunk waits at most, so a slow client holds back the reads, not the server's memory.
 */
export const sendCsv = (reply: FastifyReply, name: string, chunks: AsyncIterable<string>) => {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${day}.csv"`)
    .send(Readable.from(chunks, { highWaterMark: 1 }));
};
