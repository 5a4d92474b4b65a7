import path from "node:path";
import { createScratchDatabase } from "../../packages/server/test/scratch-postgres";
import { startServerProcess } from "../../packages/server/test/server-process";

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "e2e-admin-password";

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app on a free port with a fresh database — a new one on the
 * TEST_DATABASE_URL server, else embedded PGlite — and the outbox mail sink. `env` adds to
 * or overrides the server's environment (e.g. `SMTP_URL` for another mail sink).
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createScratchDatabase(serverUrl, "sp_e2e") : null;
  const server = await startServerProcess({
    name: "sector-portal-e2e",
    timeoutMs: 60_000,
    env: { DATABASE_URL: database?.url ?? "", ADMIN_EMAIL, ADMIN_PASSWORD, ...env },
  });
  return {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    outboxDir: path.join(server.dataDir, "outbox"),
    async stop() {
      await server.stop();
      await database?.drop();
    },
  };
};
