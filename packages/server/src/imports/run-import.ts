import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberImportRows, memberImports } from "../db/schema";
import type { ClaimedJob } from "../jobs/job-queue";
import { isDatabaseUnavailable } from "../lib/database-unavailable";
import { runImportBatch } from "./import-batch";

export interface ImportRunnerOptions {
  db: Database;
  /** The job queue's lease: each batch renews it. */
  leaseMs: number;
  publicUrl: string;
  /** Lines per batch (one transaction each); 1,000 by default. */
  batchRows?: number;
  /** How long one run works before it lets other jobs (mail) have a turn. */
  sliceMs?: number;
}

export const DEFAULT_IMPORT_BATCH_ROWS = 1_000;
const DEFAULT_SLICE_MS = 5_000;
/** A slice that fails this many times in a row (not for an outage) fails the import. */
const MAX_ATTEMPTS = 5;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Stops an import for good: its staged lines (personal data) go, the reason stays. */
export const failImport = (db: Database, importId: number, error: string) =>
  db.transaction(async (tx) => {
    await tx
      .update(memberImports)
      .set({ status: "failed", error: error.slice(0, 1000), finishedAt: sql`now()` })
      .where(eq(memberImports.id, importId));
    await tx.delete(memberImportRows).where(eq(memberImportRows.importId, importId));
  });

/**
 * The job handler of "member-import": batch after batch for a few seconds, then "again" (the
 * queue runs it again at once, after the mail due meanwhile). Every batch commits its own
 * progress, so whichever process runs the job next (this one, or another once the lease of a
 * process that died has ended) continues after the last committed line.
 */
export const memberImportHandler =
  (options: ImportRunnerOptions) =>
  async (
    { importId }: { importId: number },
    job: ClaimedJob,
    stopping?: AbortSignal,
  ): Promise<"again" | undefined> => {
    const started = Date.now();
    try {
      for (;;) {
        const outcome = await runImportBatch(options.db, {
          importId,
          batchRows: options.batchRows ?? DEFAULT_IMPORT_BATCH_ROWS,
          job: { id: job.id, leaseMs: options.leaseMs },
          publicUrl: options.publicUrl,
        });
        if (outcome !== "more") return;
        // Slice over, or the process is shutting down: the next slice may run anywhere.
        if (stopping?.aborted) return "again";
        if (Date.now() - started >= (options.sliceMs ?? DEFAULT_SLICE_MS)) return "again";
      }
    } catch (err) {
      // An outage is retried as long as the queue retries; a line the database refuses is not
      // going to pass on the sixth attempt.
      if (job.attempts >= MAX_ATTEMPTS && !isDatabaseUnavailable(err)) {
        await failImport(options.db, importId, errorText(err));
        return;
      }
      throw err;
    }
  };
