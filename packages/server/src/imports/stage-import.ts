import type { MemberImportMapping } from "@sector/shared";
import { sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import type { Database, Executor } from "../db/client";
import { companies, memberImports, preferences } from "../db/schema";
import { enqueueJob } from "../jobs/job-queue";
import { checkRows, columnIndexes, type ImportLookups } from "./check-rows";
import type { ParsedCsv } from "./parse-csv";
import { encodeStagedRow } from "./staged-row";

/** Staged lines per INSERT: one JSON parameter each, far below any statement limit. */
const STAGE_CHUNK = 5_000;

/** Every brand and its topics, by lower-case name. */
export const loadImportLookups = async (db: Executor): Promise<ImportLookups> => {
  const brands = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const topics = await db
    .select({ id: preferences.id, companyId: preferences.companyId, name: preferences.name })
    .from(preferences);
  const lookups: ImportLookups = { brands: new Map(), topics: new Map() };
  for (const brand of brands) lookups.brands.set(brand.name.toLowerCase(), brand);
  for (const topic of topics) {
    const ofBrand = lookups.topics.get(topic.companyId) ?? new Map<string, number>();
    ofBrand.set(topic.name.toLowerCase(), topic.id);
    lookups.topics.set(topic.companyId, ofBrand);
  }
  return lookups;
};

export interface NewImport {
  fileName: string;
  dryRun: boolean;
  sendWelcome: boolean;
  mapping: MemberImportMapping;
  csv: ParsedCsv;
  by: AuditActor;
}

/**
 * Checks every line, then stores the import, its staged lines, its audit entry and the job that
 * runs it, in one transaction: the import exists exactly when it will run. Returns its id.
 */
export const stageImport = async (db: Database, input: NewImport) => {
  const indexes = columnIndexes(input.csv.headers, input.mapping);
  const lookups = await loadImportLookups(db);
  const checked = checkRows(input.csv.rows, indexes, lookups);
  const total = checked.length;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(memberImports)
      .values({
        createdBy: input.by.actorId,
        fileName: input.fileName,
        dryRun: input.dryRun,
        sendWelcome: input.sendWelcome,
        headers: input.csv.headers,
        mapping: input.mapping,
        totalRows: total,
      })
      .returning({ id: memberImports.id, status: memberImports.status });
    if (!created) throw new Error("member import not stored");
    for (let i = 0; i < total; i += STAGE_CHUNK) {
      const chunk = checked
        .slice(i, i + STAGE_CHUNK)
        .map(({ line, row }) => [line, encodeStagedRow(row)]);
      await tx.execute(sql`
        insert into member_import_rows (import_id, line, cells)
        select ${created.id}, (r->>0)::int, r->1
        from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) as r`);
    }
    await recordAudit(tx, input.by, {
      action: input.dryRun ? "member_import.dry_run" : "member_import.run",
      targetType: "member_import",
      targetId: created.id,
      summary: `${input.fileName || "(unnamed file)"}: ${total} rows${
        input.sendWelcome && !input.dryRun ? ", welcome mails" : ""
      }; mapping ${JSON.stringify(input.mapping)}`,
    });
    await enqueueJob(tx, "member-import", { importId: created.id });
    return { id: created.id, status: created.status, totalRows: total };
  });
};
