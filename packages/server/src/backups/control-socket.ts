import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, rename, rm, unlink } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { BackupError } from "./backup-error";

/**
 * The embedded database can be open in one process only (PGlite has no server of its own, and
 * two processes writing one data folder would corrupt it). The process that opens it, a server
 * or a backup or restore command, first claims DATA_DIR's control socket; a second one finds the
 * socket answering and stops. A server also answers backup requests on it: `npm run backup`
 * asks the running server for a dump, taken between two of its statements while it keeps
 * serving. The socket is readable by its owner only, like DATA_DIR's secrets: whoever may read
 * the data folder may back it up, nobody else.
 */

/** Unix socket paths are limited to about 100 bytes: a long DATA_DIR gets one in the temp folder. */
export const controlSocketPath = (dataDir: string) => {
  const inDataDir = path.join(dataDir, "control.sock");
  if (Buffer.byteLength(inDataDir) <= 100) return inDataDir;
  const id = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(tmpdir(), `sector-portal-${id}.sock`);
};

/** Whether a process answers on the socket (a file left by a killed one does not). */
const answering = (socketPath: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Writes a backup archive and answers its path, and a clean-up for when it has been sent. */
export type BackupHandler = () => Promise<{ file: string; done: () => Promise<void> }>;

export interface Claim {
  /** From now on, answer backup requests with `handler` (a server, once its database is open). */
  answerBackups(handler: BackupHandler): void;
  release(): Promise<void>;
}

/** Claims DATA_DIR's embedded database for this process, or refuses (BackupError). */
export const claimEmbeddedDatabase = async (dataDir: string): Promise<Claim> => {
  const handlers: { backup?: BackupHandler } = {};
  const socketPath = controlSocketPath(dataDir);
  if (await answering(socketPath)) {
    throw new BackupError(
      `Another process (a server, a backup or a restore) is using the embedded database in ${dataDir}: stop it first`,
    );
  }
  await unlink(socketPath).catch(() => {});
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/backup" || !handlers.backup) {
      response.writeHead(409, { "content-type": "text/plain" });
      response.end(
        "This process takes no backup requests (it is starting, or a backup or a restore itself).",
      );
      return;
    }
    handlers
      .backup()
      .then(async ({ file, done }) => {
        response.writeHead(200, { "content-type": "application/x-tar" });
        await pipeline(createReadStream(file), response).finally(done);
      })
      .catch((error: unknown) => {
        if (response.headersSent) return response.destroy();
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(error instanceof Error ? error.message : String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    answerBackups: (handler) => {
      handlers.backup = handler;
    },
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

/**
 * Asks the process holding DATA_DIR's socket for a backup, written to `outFile` (under a
 * temporary name until complete). False when no process holds it.
 */
export const requestBackup = async (dataDir: string, outFile: string): Promise<boolean> => {
  const socketPath = controlSocketPath(dataDir);
  if (!(await answering(socketPath))) return false;
  const partial = `${outFile}.partial-${process.pid}`;
  try {
    await new Promise<void>((resolve, reject) => {
      const request = http.request({ socketPath, method: "POST", path: "/backup" }, (response) => {
        if (response.statusCode !== 200) {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () =>
            reject(new BackupError(`The running server could not back up: ${text}`)),
          );
          return;
        }
        pipeline(response, createWriteStream(partial, { mode: 0o600 })).then(resolve, reject);
      });
      request.once("error", reject);
      request.end();
    });
    await rename(partial, outFile);
    return true;
  } finally {
    await rm(partial, { force: true });
  }
};
