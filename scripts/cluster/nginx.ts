// nginx from Debian's packages in front of the server processes of `npm run cluster`: found on
// the machine or installed with apt-get (as root), run as a foreground child with its own
// prefix folder, configuration, pid file and logs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"];

const onPath = () => {
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
};

const findNginx = () => CANDIDATES.find((file) => existsSync(file)) ?? onPath();

/** The nginx binary; installs Debian's package first when it is missing and we are root. */
export const ensureNginx = (log: (line: string) => void = console.log): string => {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "nginx is not installed. Install Debian's package as root (apt-get install nginx), or run this as root and it will.",
    );
  }
  log("nginx is not installed: installing Debian's package (apt-get install nginx)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
      stdio: "inherit",
      env,
    }).status === 0;
  if (!install()) {
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    if (!install()) throw new Error("apt-get could not install nginx (see its output above)");
  }
  const installed = findNginx();
  if (!installed) throw new Error("nginx was installed but its binary is not where expected");
  return installed;
};

export interface ProxyOptions {
  /** Where nginx listens, on loopback. */
  port: number;
  /** The server processes' ports, on loopback. */
  upstreams: number[];
  /** Worker processes of nginx (1 by default: the processes behind it need the cores). */
  workers?: number;
}

/**
 * The configuration: round-robin over the processes; a process that refuses the connection,
 * times out or answers 503 (its readiness while it drains, or a database outage) has the
 * request passed to the next one (a POST only when it never reached the process), and is left
 * out for 2 s. Connections to clients and to the processes close after each answer, so that a
 * reload (a rolling restart swaps a process's address) never races a reused connection.
 */
export const nginxConfig = (dir: string, { port, upstreams, workers = 1 }: ProxyOptions) => `
daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/client_body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  client_max_body_size 60m;
  keepalive_timeout 0;
  upstream sector_portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://sector_portal;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 300s;
      proxy_send_timeout 300s;
    }
  }
}
`;

export interface RunningProxy {
  url: string;
  /** Points nginx at these ports and waits until its new workers serve them. */
  reload(upstreams: number[]): Promise<void>;
  stop(): Promise<void>;
  /** nginx's error log so far. */
  log(): Promise<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const count = (text: string, what: string) => text.split(what).length - 1;

/** Starts nginx in the foreground with everything of its own in `dir`. */
export const startProxy = async (
  binary: string,
  dir: string,
  options: ProxyOptions,
): Promise<RunningProxy> => {
  await mkdir(path.join(dir, "temp"), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  const readLog = () => readFile(errorLog, "utf8").catch(() => "");
  await writeFile(conf, nginxConfig(dir, options));
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", conf, "-e", errorLog], {
    stdio: ["ignore", "inherit", "inherit"],
    // Its own process group: a Ctrl-C (SIGINT: nginx's fast shutdown) reaches the script only.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;

  const workersStarted = async () => count(await readLog(), "start worker process");
  const waitForWorkers = async (atLeast: number, what: string) => {
    const deadline = Date.now() + 10_000;
    while ((await workersStarted()) < atLeast) {
      if (child.exitCode !== null) throw new Error(`nginx exited:\n${await readLog()}`);
      if (Date.now() > deadline) throw new Error(`nginx did not ${what}:\n${await readLog()}`);
      await sleep(20);
    }
  };
  const workers = options.workers ?? 1;
  await waitForWorkers(workers, "start");

  let current = options;
  return {
    url,
    async reload(upstreams) {
      current = { ...current, upstreams };
      const before = await workersStarted();
      await writeFile(conf, nginxConfig(dir, current));
      child.kill("SIGHUP");
      // New workers with the new configuration; the old ones finish their requests and go.
      await waitForWorkers(before + workers, "reload");
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
    },
    log: readLog,
  };
};
