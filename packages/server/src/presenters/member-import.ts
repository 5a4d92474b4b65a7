import type {
  MemberImportMapping,
  MemberImportRefusal,
  MemberImportReport,
  MemberImportSummary,
} from "@sector/shared";
import type { memberImports } from "../db/schema";

type ImportRow = typeof memberImports.$inferSelect;

/** An import as the admin sees it: progress and counts; never the staged lines. */
export const presentImportSummary = (row: ImportRow): MemberImportSummary => ({
  id: row.id,
  file_name: row.fileName,
  dry_run: row.dryRun,
  send_welcome: row.sendWelcome,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  total_rows: row.totalRows,
  processed: row.processedRows,
  created: row.createdRows,
  merged: row.mergedRows,
  refused: row.refusedRows,
  error: row.error,
});

/** The report: the summary, the mapping it ran with and one page of refused lines. */
export const presentImportReport = (
  row: ImportRow,
  refusals: MemberImportRefusal[],
  nextAfter: number | null,
): MemberImportReport => ({
  ...presentImportSummary(row),
  headers: row.headers,
  mapping: row.mapping as MemberImportMapping,
  refusals,
  next_refusals_after: nextAfter,
});
