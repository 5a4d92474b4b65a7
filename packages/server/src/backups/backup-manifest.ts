import { z } from "zod";
import { GENERATED_SECRET_FILES } from "../config";

/**
 * What a backup file says of itself (manifest.json, the archive's first entry): which kind of
 * database it holds, the schema's version (the migrations applied) and every table's row count
 * in the very snapshot that was dumped, so that a restore can prove it brought back each row.
 */
export const BACKUP_FORMAT = "sector-portal-backup";

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  kind: z.enum(["pglite", "postgres"]),
  created_at: z.string(),
  /** Migrations applied to the database, and the newest one's time (drizzle's created_at). */
  migrations: z.object({ count: z.number().int().min(0), last_at: z.number().nullable() }),
  /** The PostgreSQL major version of the server (or of the embedded PGlite) that was dumped. */
  postgres_major: z.number().int(),
  /** PostgreSQL only: the pg_dump that wrote the dump (pg_restore must be as new). */
  pg_dump_major: z.number().int().nullable(),
  /** Rows of every table ("schema.table"), counted in the dumped snapshot. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Generated secrets of DATA_DIR carried in the archive (secrets/<name>). */
  secrets: z.array(z.enum(GENERATED_SECRET_FILES)),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type DatabaseKind = BackupManifest["kind"];

/** Names of the archive's entries. */
export const MANIFEST_ENTRY = "manifest.json";
export const PGLITE_ENTRY = "pgdata.tar.gz";
export const POSTGRES_ENTRY = "database.pgdump";
export const SECRETS_DIR = "secrets";

export const databaseEntryOf = (kind: DatabaseKind) =>
  kind === "pglite" ? PGLITE_ENTRY : POSTGRES_ENTRY;
