import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackupArchive } from "../packages/server/src/backups/backup-archive";
import type { BackupManifest } from "../packages/server/src/backups/backup-manifest";
import { countTables } from "../packages/server/src/backups/table-counts";
import { openPglite } from "../packages/server/src/db/client";
import { createScratchDatabase } from "../packages/server/test/scratch-postgres";
import { startServerProcess } from "../packages/server/test/server-process";
import { api } from "./support/api";
import { type DrillPortal, ledgerOf, populatePortal, startWriter } from "./support/drill-portal";
import { companyByCode, login, preferencesOf } from "./support/members";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, startServer } from "./support/server";

/**
 * The backup drill (docs/production.md, Backups): a populated portal (members, consent ledger,
 * leads, a sent edition, audit log, webhooks) is backed up with `npm run backup` while members
 * keep registering, restored with `npm run restore` into a fresh database, and the restored
 * portal starts, signs members in and holds every row acknowledged before the backup began.
 * On the embedded database (the running server takes the dump) and on PostgreSQL (pg_dump),
 * with the built commands, as an operator runs them.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");

/** Runs a built command (dist/backup.js, dist/restore.js) against a database. */
const command = async (
  name: "backup" | "restore",
  args: string[],
  target: { dataDir: string; databaseUrl: string | null },
) => {
  const { stdout } = await run(process.execPath, [`packages/server/dist/${name}.js`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? "" },
  });
  return stdout;
};

const manifestOf = async (file: string): Promise<BackupManifest> => {
  const dir = await mkdtemp(path.join(tmpdir(), "drill-manifest-"));
  try {
    return await readBackupArchive(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Every table's rows in a database no server has open, counted here. */
const countDirectly = async (target: { dataDir: string; databaseUrl: string | null }) => {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await countTables(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = openPglite({ pglitePath: path.join(target.dataDir, "db") });
  try {
    return await countTables(
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    );
  } finally {
    await client.close();
  }
};

/**
 * Tables whose rows the portal deletes in its own course (the mail queue forgets a sent kick
 * of the worker, a delivered webhook its retry): their counts may fall between two moments.
 */
const SHRINKING = new Set(["public.jobs"]);

let server: RunningServer;
let work: string;
let drill: DrillPortal;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "sector-portal-drill-"));
  // The writer registers hundreds of members from one address.
  server = await startServer({ SIGNUPS_PER_IP: "100000", SIGNUPS_PER_EMAIL: "100000" });
  drill = await populatePortal(server);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

describe("backup drill", () => {
  it("restores every acknowledged row of a portal backed up while it takes writes", async () => {
    const source = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    // What was acknowledged before the backup began: the tables' rows (counted by a backup of
    // the portal at rest) and each member's consent history as the admin reads it.
    const atRest = await manifestOf(
      await (async () => {
        const file = path.join(work, "at-rest.tar");
        await command("backup", ["--out", file], source);
        return file;
      })(),
    );
    const ledgers = new Map<number, unknown[]>();
    const { members } = drill;
    for (const member of members) {
      ledgers.set(member.id, await ledgerOf(server.baseUrl, drill.adminToken, member.id));
    }
    expect(atRest.tables["public.consent_events"]).toBeGreaterThanOrEqual(members.length * 2);

    const cio = await companyByCode(server, "CIO");
    const writer = startWriter(server, cio.id, await preferencesOf(server, cio.id));
    while (writer.acked.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const ackedBefore = writer.acked.length;
    const file = path.join(work, "drill.tar");
    const said = await command("backup", ["--out", file], source);
    const ackedDuring = writer.acked.length;
    await writer.stop();
    expect(said).toContain(`Backup written to ${file}`);
    expect(ackedDuring, "members kept registering while the backup ran").toBeGreaterThan(
      ackedBefore,
    );
    const manifest = await manifestOf(file);
    expect(manifest.kind).toBe(source.databaseUrl ? "postgres" : "pglite");
    await server.stop();

    // A fresh database: an empty DATA_DIR, and on PostgreSQL an empty database.
    const scratch = source.databaseUrl
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL ?? "", "sp_drill")
      : null;
    const target = { dataDir: path.join(work, "restored"), databaseUrl: scratch?.url ?? null };
    try {
      const restored = await command("restore", [file], target);
      expect(restored).toContain("every table's row count is the backup's");

      // Counted here, not by the command: exactly the backup's snapshot, and nothing of what
      // was acknowledged before it began missing.
      const counts = await countDirectly(target);
      expect(counts).toEqual(manifest.tables);
      for (const [table, before] of Object.entries(atRest.tables)) {
        if (SHRINKING.has(table)) continue;
        expect(counts[table] ?? 0, table).toBeGreaterThanOrEqual(before);
      }
      for (const table of [
        "public.users",
        "public.consent_events",
        "public.leads",
        "public.newsletters",
        "public.audit_log",
        "public.webhook_endpoints",
      ]) {
        expect(counts[table] ?? 0, table).toBeGreaterThan(0);
      }
      expect(counts["public.users"]).toBeGreaterThanOrEqual(
        (atRest.tables["public.users"] ?? 0) + ackedBefore,
      );

      const portal = await startServerProcess({
        name: "sector-portal-drill",
        dataDir: target.dataDir,
        env: { DATABASE_URL: target.databaseUrl ?? "", ADMIN_EMAIL, ADMIN_PASSWORD },
      });
      try {
        const restoredPortal: RunningServer = { ...server, baseUrl: portal.baseUrl };
        const admin = await login(restoredPortal, ADMIN_EMAIL, ADMIN_PASSWORD);
        for (const member of members) {
          const session = await login(restoredPortal, member.email, member.password);
          expect(session.user.id).toBe(member.id);
          expect(await ledgerOf(portal.baseUrl, admin.token, member.id)).toEqual(
            ledgers.get(member.id),
          );
        }
        // The generated secrets came back with the data: a link mailed before still works.
        const unsubscribe = await api(
          portal.baseUrl,
          "GET",
          `/unsubscribe/${drill.unsubscribeToken}`,
        );
        expect(unsubscribe.status).toBe(200);
        // The writer's members in the restore: every one acknowledged before the backup began,
        // and the first n of the sequence for some n (a snapshot, not a mixture).
        const emails: string[] = [];
        for (let page = 1; ; page++) {
          const found = await api<{ users: { email: string }[] }>(
            portal.baseUrl,
            "GET",
            `/user/protected/fetchusers?search=drill-writer-&pageSize=100&page=${page}`,
            undefined,
            admin.token,
          );
          expect(found.status).toBe(200);
          emails.push(...found.body.users.map((u) => u.email));
          if (found.body.users.length < 100) break;
        }
        emails.sort();
        expect(emails.length).toBeGreaterThanOrEqual(ackedBefore);
        expect(emails).toEqual(writer.acked.slice(0, emails.length));
      } finally {
        await portal.stop();
      }
    } finally {
      await scratch?.drop();
    }
  }, 300_000);
});
