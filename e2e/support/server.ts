import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../../packages/server/test/scratch-postgres";
import { startServerProcess } from "../../packages/server/test/server-process";
import { dataDirTemplate } from "./data-dir-template";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "e2e-admin-password";

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  /** The PostgreSQL database it runs on; null on the embedded one (in DATA_DIR). */
  databaseUrl: string | null;
  stop(): Promise<void>;
}

/** A fresh DATA_DIR holding a copy of the migrated template, if there is one. */
const copyOfTemplate = async (): Promise<string | undefined> => {
  const template = dataDirTemplate();
  if (!template) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-e2e-"));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
};

/**
 * Starts the built app on a free port with a fresh database — a new one on the
 * TEST_DATABASE_URL server, else a copy of the migrated embedded one — and the outbox mail sink.
 * `env` adds to or overrides the server's environment (e.g. `SMTP_URL` for another mail sink).
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createScratchDatabase(serverUrl, "sp_e2e") : null;
  const copiedDataDir = database ? undefined : await copyOfTemplate();
  const server = await startServerProcess({
    name: "sector-portal-e2e",
    timeoutMs: 60_000,
    env: {
      DATABASE_URL: database?.url ?? "",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The tests' webhook receivers listen on this machine, which production refuses.
      WEBHOOKS_ALLOW_PRIVATE: "1",
      ...env,
    },
    dataDir: copiedDataDir,
  });
  return {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    outboxDir: path.join(server.dataDir, "outbox"),
    databaseUrl: database?.url ?? null,
    async stop() {
      await server.stop();
      await database?.drop();
      if (copiedDataDir) await rm(copiedDataDir, { recursive: true, force: true });
    },
  };
};
