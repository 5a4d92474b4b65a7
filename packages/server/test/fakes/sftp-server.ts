import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A real OpenSSH server for the SFTP destination's tests: Debian's sshd (openssh-server; .ci/run
 * installs it when missing), started on a free loopback port with a throwaway host key and its
 * own sshd_config in a temporary directory, serving only SFTP (internal-sftp), stopped by `close`.
 *
 * Two ways in, both over the same server:
 * - key: the current user with a throwaway ed25519 key (root may, by key only:
 *   PermitRootLogin prohibit-password); the authorized key lives in the temporary directory.
 * - password: sshd checks a password against the system's accounts (no PAM here: UsePAM no, so
 *   /etc/shadow), which only a root sshd can read. When the tests run as root a throwaway
 *   account with a random password is created for the server's life and deleted by `close`;
 *   otherwise `passwordUser` is null.
 * As root, sshd needs its privilege separation directory /run/sshd (Debian's service makes it).
 */
export interface SftpServer {
  host: "127.0.0.1";
  port: number;
  /** A folder both users may write in (absolute path: internal-sftp is not chrooted). */
  folder: string;
  keyUser: { username: string; privateKey: string };
  passwordUser: { username: string; password: string } | null;
  /** Stops sshd (connections refused) until `up`, on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const SSHD = "/usr/sbin/sshd";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits until the port answers with an SSH banner (sshd is ready), or gives up. */
const waitForBanner = async (port: number, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sshd exited (${child.exitCode}): ${log()}`);
    const ready = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("data", (data) => {
        socket.destroy();
        resolve(data.toString().startsWith("SSH-2.0-"));
      });
      socket.once("error", () => resolve(false));
    });
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sshd did not answer on ${port}: ${log()}`);
};

export const startSftpServer = async (): Promise<SftpServer> => {
  const dir = mkdtempSync(join(tmpdir(), "sector-sftp-"));
  chmodSync(dir, 0o755);
  const folder = join(dir, "drop");
  mkdirSync(folder, { mode: 0o777 });
  chmodSync(folder, 0o777);
  const keygen = (file: string) =>
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "sector-test", "-f", file]);
  keygen(join(dir, "host_key"));
  keygen(join(dir, "client_key"));
  writeFileSync(join(dir, "authorized_keys"), readFileSync(join(dir, "client_key.pub")));
  chmodSync(join(dir, "authorized_keys"), 0o644);

  const root = process.getuid?.() === 0;
  const me = execFileSync("id", ["-un"]).toString().trim();
  let passwordUser: SftpServer["passwordUser"] = null;
  if (root) {
    mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
    const username = `sftp${randomBytes(3).toString("hex")}`;
    const password = randomBytes(12).toString("base64url");
    execFileSync("useradd", [
      "--no-create-home",
      "--home-dir",
      dir,
      "--shell",
      "/usr/sbin/nologin",
      username,
    ]);
    execFileSync("chpasswd", [], { input: `${username}:${password}\n` });
    chownSync(folder, Number(execFileSync("id", ["-u", username]).toString()), 0);
    passwordUser = { username, password };
  }

  const port = await freePort();
  const config = join(dir, "sshd_config");
  writeFileSync(
    config,
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${join(dir, "host_key")}`,
      `PidFile ${join(dir, "sshd.pid")}`,
      `AuthorizedKeysFile ${join(dir, "authorized_keys")}`,
      "StrictModes no",
      "UsePAM no",
      "PermitRootLogin prohibit-password",
      "PubkeyAuthentication yes",
      "PasswordAuthentication yes",
      "KbdInteractiveAuthentication no",
      `AllowUsers ${[me, passwordUser?.username].filter(Boolean).join(" ")}`,
      "Subsystem sftp internal-sftp",
      "ForceCommand internal-sftp",
      "AllowTcpForwarding no",
      "X11Forwarding no",
      "LogLevel ERROR",
      "",
    ].join("\n"),
  );

  let child: ChildProcess | null = null;
  let log = "";
  const up = async () => {
    log = "";
    const started = spawn(SSHD, ["-D", "-e", "-f", config], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    started.stderr?.on("data", (d: Buffer) => {
      log += d.toString();
    });
    child = started;
    await waitForBanner(port, started, () => log);
  };
  const down = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  await up();

  return {
    host: "127.0.0.1",
    port,
    folder,
    keyUser: { username: me, privateKey: readFileSync(join(dir, "client_key"), "utf8") },
    passwordUser,
    down,
    up,
    close: async () => {
      await down();
      if (passwordUser) execFileSync("userdel", [passwordUser.username]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
