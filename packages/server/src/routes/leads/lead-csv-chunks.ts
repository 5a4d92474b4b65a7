import type { LeadFilters } from "@sector/shared";
import type { Executor } from "../../db/client";
import { csvText as csv } from "../../lib/csv-text";
import { type LeadRow, leadBatch } from "./lead-query";
import { LEAD_COLUMNS, leadCells } from "./leads-csv";

/** Members read per statement: few round trips, and a batch is gone before it grows old. */
export const READ_ROWS = 1_000;
/**
 * Members per chunk sent. A chunk's text (about 70 KB) stays below V8's large-object size
 * (128 KB): it dies young, where a batch's text as one string (a megabyte or more) would go
 * straight to the old generation and grow the heap until the next full collection, which on
 * a busy process with a large heap comes late (the benchmark saw +220 MB for 1M members).
 */
export const CHUNK_ROWS = 100;

/**
 * The export as CSV text, in chunks: the header, then the members the filters select in id
 * order (RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break).
 * The next batch is read while this one is sent.
 */
export async function* leadCsvChunks(
  db: Executor,
  filters: LeadFilters,
  brand: { id: number; name: string },
  links: { publicUrl: string; secret: string },
): AsyncGenerator<string> {
  yield csv([[...LEAD_COLUMNS]]);
  let next: Promise<LeadRow[]> | null = leadBatch(db, filters, 0, READ_ROWS);
  try {
    for (;;) {
      const batch: LeadRow[] = (await next) ?? [];
      next = null;
      const last = batch.at(-1);
      const more = last !== undefined && batch.length === READ_ROWS;
      if (more) next = leadBatch(db, filters, last.id, READ_ROWS);
      for (let from = 0; from < batch.length; from += CHUNK_ROWS) {
        yield csv(batch.slice(from, from + CHUNK_ROWS).map((row) => leadCells(row, brand, links)));
      }
      if (!more) return;
    }
  } finally {
    // A download broken off leaves a read under way: its outcome no longer matters.
    next?.catch(() => {});
  }
}
