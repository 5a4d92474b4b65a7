import { spawnSync } from "node:child_process";
import path from "node:path";
import { databaseUrlFor } from "./args";
import { withClient } from "./bench-client";
import { type BenchOptions, benchDatabase } from "./bench-database";
import type { RowResult } from "./load";
import { log } from "./progress";
import { environment, printTable, writeResults } from "./report";
import { root } from "./server";

export interface ScalingOptions {
  sizes: number[];
  /** Members per database; null: as many as resources. */
  members: number | null;
  /** Keep the databases afterwards (they are dropped by default: 1M rows take gigabytes). */
  keep: boolean;
  load: BenchOptions;
  only: string[];
}

/** p99 may at most double from the smallest to the largest data set. */
const MAX_GROWTH = 2;

const short = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0
    ? `${n / 1_000_000}m`
    : n >= 1000 && n % 1000 === 0
      ? `${n / 1000}k`
      : String(n);

/** Runs `sql` on the server of `url` (CREATE / DROP DATABASE cannot run inside a transaction). */
const onServer = (url: string, sql: string) => withClient(url, (client) => client.query(sql));

const seed = (url: string, resources: number, members: number) => {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const result = spawnSync(
    tsx,
    ["bench/seed-large.ts", "--resources", String(resources), "--members", String(members)],
    { cwd: root, stdio: "inherit", env: { ...process.env, DATABASE_URL: url } },
  );
  if (result.status !== 0) throw new Error(`seeding ${short(resources)} failed`);
};

/**
 * For each size: a fresh database named after it on the server of `serverUrl`, seeded by
 * seed:large, benchmarked like `npm run bench`; then a table of how each row's p99 grows.
 */
export const runScaling = async (serverUrl: string, options: ScalingOptions) => {
  const env = environment();
  const runs: { size: number; rows: RowResult[] }[] = [];
  for (const size of options.sizes) {
    const name = `sp_bench_scale_${short(size)}`;
    const url = databaseUrlFor(serverUrl, name);
    log(`scaling: ${short(size)} resources into a fresh database ${name}`);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await onServer(serverUrl, `CREATE DATABASE "${name}"`);
    try {
      seed(url, size, options.members ?? size);
      const { rows } = await benchDatabase(url, options.load, options.only, {
        withOneOffs: false,
      });
      runs.push({ size, rows });
    } finally {
      if (!options.keep)
        await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }

  const first = runs[0];
  const last = runs.at(-1);
  if (!first || !last) return;
  const growth = first.rows.map((row) => {
    const p99s = runs.map((run) => run.rows.find((r) => r.id === row.id));
    const from = p99s[0]?.latencyP99Ms ?? 0;
    const to = p99s.at(-1)?.latencyP99Ms ?? 0;
    const measured = p99s.every((r) => r && !r.skipped);
    const ratio = measured && from > 0 ? to / from : null;
    return {
      id: row.id,
      label: row.label,
      p99Ms: p99s.map((r) => (r && !r.skipped ? r.latencyP99Ms : null)),
      requestsPerSecond: p99s.map((r) =>
        r && !r.skipped ? Math.round(r.requestsPerSecond) : null,
      ),
      growth: ratio,
      ok: ratio !== null && ratio < MAX_GROWTH,
    };
  });
  console.log(`\np99 (ms) by data set size, ${options.load.connections} connections:`);
  printTable(
    [
      "row",
      ...runs.map((r) => short(r.size)),
      `growth ${short(first.size)}->${short(last.size)}`,
      "budget",
    ],
    growth.map((g) => [
      g.label,
      ...g.p99Ms.map((p) => (p === null ? "-" : String(p))),
      g.growth === null ? "-" : `${g.growth.toFixed(2)}x`,
      g.ok ? `ok (<${MAX_GROWTH}x)` : `FAIL (>=${MAX_GROWTH}x or not measured)`,
    ]),
    runs.map((_, i) => i + 1).concat(runs.length + 1),
  );
  const file = writeResults(
    { kind: "scaling", startedAt: new Date().toISOString(), env, options, runs, growth },
    "-scaling",
  );
  console.log(
    `\nLoad average at start ${env.loadAverage.join(" / ")} on ${env.cpus} cores. Written to ${file}`,
  );
};
