import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import type { RowResult } from "./load";
import { type Budget, CEILING_ID, type Scenario } from "./scenarios";
import { root } from "./server";

export interface JudgedRow extends RowResult {
  /** Throughput as a share of the ceiling row of the same run. */
  ratio: number | null;
  budget: Budget;
  /** Budgets missed, in words; empty when every budget of the row is met. */
  missed: string[];
}

export const judge = (scenarios: Scenario[], rows: RowResult[]): JudgedRow[] => {
  const ceiling = rows.find((row) => row.id === CEILING_ID);
  const ceilingRate = ceiling && !ceiling.skipped ? ceiling.requestsPerSecond : 0;
  return rows.map((row) => {
    const budget = scenarios.find((s) => s.id === row.id)?.budget ?? {};
    const ratio = ceilingRate > 0 && !row.skipped ? row.requestsPerSecond / ceilingRate : null;
    const missed: string[] = [];
    if (row.skipped) {
      if (budget.p99Ms || budget.minRatio) missed.push("not measured");
    } else {
      if (budget.p99Ms !== undefined && row.latencyP99Ms > budget.p99Ms) {
        missed.push(`p99 > ${budget.p99Ms} ms`);
      }
      if (budget.minRatio !== undefined && (ratio ?? 0) < budget.minRatio) {
        missed.push(`< ${budget.minRatio * 100}% of ceiling`);
      }
      if (row.errors + row.timeouts + row.non2xx > 0) missed.push("errors");
    }
    return { ...row, ratio, budget, missed };
  });
};

const budgetText = (row: JudgedRow) => {
  const parts = [];
  if (row.budget.p99Ms !== undefined) parts.push(`p99<=${row.budget.p99Ms}`);
  if (row.budget.minRatio !== undefined) parts.push(`>=${row.budget.minRatio * 100}%`);
  if (parts.length === 0) return row.missed.length ? `FAIL ${row.missed.join(", ")}` : "-";
  return row.missed.length ? `FAIL ${row.missed.join(", ")}` : `ok (${parts.join(", ")})`;
};

/** Prints rows as an aligned text table. */
export const printTable = (header: string[], lines: string[][], rightAligned: number[] = []) => {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        rightAligned.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
};

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

export const printResults = (rows: JudgedRow[]) => {
  printTable(
    [
      "row",
      "req/s",
      "of ceiling",
      "p50 ms",
      "p99 ms",
      "cache hits",
      "errors",
      "non-2xx",
      "answer",
      "budget",
    ],
    rows.map((row) =>
      row.skipped
        ? [row.label, "-", "-", "-", "-", "-", "-", "-", `skipped: ${row.skipped}`, budgetText(row)]
        : [
            row.label,
            row.requestsPerSecond.toFixed(0),
            row.ratio === null ? "-" : `${(row.ratio * 100).toFixed(1)}%`,
            ms(row.latencyP50Ms),
            ms(row.latencyP99Ms),
            row.pageCacheHits === null ? "-" : `${(row.pageCacheHits * 100).toFixed(1)}%`,
            String(row.errors + row.timeouts),
            String(row.non2xx),
            row.answer,
            budgetText(row),
          ],
    ),
    [1, 2, 3, 4, 5, 6, 7],
  );
};

/** What the figures depend on besides the code: kept with every result file. */
export const environment = () => {
  let commit: string | null = null;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    // Not a git checkout: the result simply has no commit.
  }
  return {
    commit,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    /** 1, 5 and 15 minute load averages at the start: other work on the machine skews figures. */
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
  };
};

/** Writes `data` to bench/results/<timestamp><suffix>.json and returns the path. */
export const writeResults = (data: unknown, suffix = ""): string => {
  const dir = path.join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}${suffix}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(root, file);
};
