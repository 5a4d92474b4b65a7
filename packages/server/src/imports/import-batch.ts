import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import {
  companies,
  memberImportRefusals,
  memberImportRows,
  memberImports,
  users,
} from "../db/schema";
import { renewJobLease } from "../jobs/job-queue";
import { queueImportWebhooks } from "./import-webhooks";
import { recordImportedMembers } from "./member-audit";
import { decodeStagedRow, type StagedMember } from "./staged-row";
import { queueWelcomeMails } from "./welcome-mails";
import {
  addMemberships,
  addTopics,
  fillEmptyFirmographics,
  fillEmptyProfiles,
  insertMembers,
  type Placed,
  recordImportedConsents,
  syncConsentFlags,
} from "./write-members";

export interface BatchOptions {
  importId: number;
  /** Lines per batch (one transaction each). */
  batchRows: number;
  /** The job running the import, whose lease each batch renews; absent when run by hand. */
  job?: { id: number; leaseMs: number };
  publicUrl: string;
}

/** more: lines are left; done: this batch finished the import; gone: nothing to do. */
export type BatchOutcome = "more" | "done" | "gone";

export const ERASED_MEMBER = "This address belongs to an erased member.";
export const ADDRESS_CHANGED = "This address changed during the import: import the line again.";
export const STAFF_ACCOUNT = "This address belongs to a staff account, not a member.";

type Verdict =
  | { kind: "refused"; reason: string }
  | { kind: "create"; member: StagedMember }
  | { kind: "merge"; member: StagedMember; userId: number };

/** Existing accounts of the batch's addresses, by lower-case address (one indexed lookup). */
const accountsOf = async (tx: Transaction, emails: string[]) => {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      email: sql<string>`lower(${users.email})`,
      role: users.role,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((row) => [row.email, row]));
};

/**
 * Runs the next batch of an import's staged lines in one transaction: classifies each line
 * (refused, new member, existing member), writes the members (not on a dry run), records the
 * refusals, deletes the staged lines and advances the counters, all or nothing. The import's
 * row is locked first, so two workers never run batches of one import at once, and a batch
 * that did not commit leaves its lines staged for the next attempt: none is imported twice.
 */
export const runImportBatch = (db: Database, options: BatchOptions): Promise<BatchOutcome> =>
  db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(memberImports)
      .where(eq(memberImports.id, options.importId))
      .for("update");
    if (!job || job.status === "done" || job.status === "failed") return "gone";
    if (options.job) await renewJobLease(tx, options.job.id, options.job.leaseMs);

    const staged = await tx
      .select({ line: memberImportRows.line, cells: memberImportRows.cells })
      .from(memberImportRows)
      .where(eq(memberImportRows.importId, job.id))
      .orderBy(asc(memberImportRows.line))
      .limit(options.batchRows);

    const lines = staged.map(({ line, cells }) => ({ line, row: decodeStagedRow(cells) }));
    const emails = lines.flatMap(({ row }) => ("member" in row ? [row.member.email] : []));
    const accounts = await accountsOf(tx, emails);
    const verdicts = lines.map(({ line, row }): { line: number; verdict: Verdict } => {
      if ("refused" in row) return { line, verdict: { kind: "refused", reason: row.refused } };
      const account = accounts.get(row.member.email);
      if (!account) return { line, verdict: { kind: "create", member: row.member } };
      if (account.erasedAt !== null) {
        return { line, verdict: { kind: "refused", reason: ERASED_MEMBER } };
      }
      if (account.role !== "user")
        return { line, verdict: { kind: "refused", reason: STAFF_ACCOUNT } };
      return { line, verdict: { kind: "merge", member: row.member, userId: account.id } };
    });

    const refusals = verdicts.flatMap(({ line, verdict }) =>
      verdict.kind === "refused" ? [{ importId: job.id, line, reason: verdict.reason }] : [],
    );
    let created = verdicts.filter(({ verdict }) => verdict.kind === "create").length;
    let merged = verdicts.filter(({ verdict }) => verdict.kind === "merge").length;
    if (!job.dryRun) {
      const written = await writeMembers(tx, job, verdicts, options.publicUrl);
      ({ created, merged } = written);
      refusals.push(...written.refused.map((r) => ({ importId: job.id, ...r })));
    }

    if (refusals.length > 0) await tx.insert(memberImportRefusals).values(refusals);
    const last = staged.at(-1)?.line;
    if (last !== undefined) {
      await tx
        .delete(memberImportRows)
        .where(and(eq(memberImportRows.importId, job.id), lte(memberImportRows.line, last)));
    }
    const processed = job.processedRows + staged.length;
    const finished = staged.length < options.batchRows || processed >= job.totalRows;
    await tx
      .update(memberImports)
      .set({
        status: finished ? "done" : "running",
        processedRows: processed,
        createdRows: job.createdRows + created,
        mergedRows: job.mergedRows + merged,
        refusedRows: job.refusedRows + refusals.length,
        finishedAt: finished ? sql`now()` : null,
      })
      .where(eq(memberImports.id, job.id));
    return finished ? "done" : "more";
  });

/** The members of a batch written, set by set; counts what was created and merged. */
const writeMembers = async (
  tx: Transaction,
  job: typeof memberImports.$inferSelect,
  verdicts: { line: number; verdict: Verdict }[],
  publicUrl: string,
) => {
  const toCreate = verdicts.flatMap(({ line, verdict }) =>
    verdict.kind === "create" ? [{ line, member: verdict.member }] : [],
  );
  const ids = await insertMembers(tx, toCreate);
  const created: Placed[] = [];
  const raced: { line: number; member: StagedMember }[] = [];
  for (const entry of toCreate) {
    const userId = ids.get(entry.member.email);
    if (userId === undefined) raced.push(entry);
    else created.push({ ...entry, userId });
  }
  const refused: { line: number; reason: string }[] = [];
  const merged: Placed[] = verdicts.flatMap(({ line, verdict }) =>
    verdict.kind === "merge" ? [{ line, member: verdict.member, userId: verdict.userId }] : [],
  );
  // Registered between the lookup and the insert (the row lock does not cover users): merged.
  if (raced.length > 0) {
    const accounts = await accountsOf(
      tx,
      raced.map(({ member }) => member.email),
    );
    for (const entry of raced) {
      const account = accounts.get(entry.member.email);
      if (account?.role === "user" && account.erasedAt === null) {
        merged.push({ ...entry, userId: account.id });
      } else refused.push({ line: entry.line, reason: ADDRESS_CHANGED });
    }
  }

  const placed = [...created, ...merged];
  // Before the job title is filled: a title the member gets now may derive their seniority.
  await fillEmptyFirmographics(tx, merged);
  await fillEmptyProfiles(tx, merged);
  const added = await addMemberships(tx, placed);
  await addTopics(tx, placed);
  await recordImportedConsents(tx, placed, job.createdBy);
  await syncConsentFlags(tx, merged);
  await queueImportWebhooks(tx, created, merged, added);
  const brandNames = new Map(
    (await tx.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [
      c.id,
      c.name,
    ]),
  );
  if (job.sendWelcome) await queueWelcomeMails(tx, created, brandNames, publicUrl);
  await recordImportedMembers(
    tx,
    job.id,
    [
      ...created.map((placed) => ({ placed, outcome: "created" as const })),
      ...merged.map((placed) => ({ placed, outcome: "merged" as const })),
    ],
    brandNames,
    job.createdBy,
  );
  return { created: created.length, merged: merged.length, refused };
};
