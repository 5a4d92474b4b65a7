import type { BackupManifest } from "./backup-manifest";

const number = new Intl.NumberFormat("en-US");

/** The tables whose counts an operator looks for first, when present. */
const HEADLINE = ["users", "consent_events", "resources", "audit_log"];

/** One line on what a backup holds: kind, schema version, tables and rows. */
export const backupSummary = (manifest: BackupManifest) => {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const headline = HEADLINE.filter((table) => `public.${table}` in manifest.tables)
    .map((table) => `${table} ${number.format(manifest.tables[`public.${table}`] ?? 0)}`)
    .join(", ");
  const kind = manifest.kind === "pglite" ? "embedded database" : "PostgreSQL";
  return `${kind}, ${manifest.migrations.count} migrations, ${Object.keys(manifest.tables).length} tables, ${number.format(rows)} rows (${headline})`;
};
