import { spawn } from "node:child_process";
import { BackupError } from "./backup-error";

/**
 * pg_dump and pg_restore, found on the PATH. The connection's password goes through the
 * environment (PGPASSWORD), never on the command line, where `ps` would show it.
 */

/** A connection URL without its password, and the password. */
const splitPassword = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), password };
};

/** Runs a PostgreSQL client tool; rejects with what it wrote to stderr when it fails. */
export const runTool = (tool: string, args: string[], databaseUrl?: string) =>
  new Promise<string>((resolve, reject) => {
    const connection = databaseUrl ? splitPassword(databaseUrl) : null;
    const child = spawn(tool, connection ? [...args, `--dbname=${connection.url}`] : args, {
      env: { ...process.env, ...(connection?.password && { PGPASSWORD: connection.password }) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === "ENOENT"
            ? `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`
            : `${tool} could not run: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });

/** The major version of a client tool: 15 for "pg_dump (PostgreSQL) 15.20 (Debian …)". */
export const toolMajor = async (tool: "pg_dump" | "pg_restore"): Promise<number> => {
  const text = await runTool(tool, ["--version"]);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(text);
  if (!match) throw new BackupError(`cannot read ${tool}'s version from "${text.trim()}"`);
  return Number(match[1]);
};
