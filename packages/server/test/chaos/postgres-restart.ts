import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { type Deployment, request, sleep, waitFor } from "./deployment";

export interface PostgresRestartFigures {
  requests: number;
  /** Answers by status while the test ran (0: no answer at all). */
  statuses: Record<string, number>;
  /** 500 answers carrying a stack trace or an internal error text. */
  leakingErrors: number;
  /** /api/health answered 503 while PostgreSQL was down. */
  healthWhileDown: number[];
  /** Seconds from PostgreSQL accepting connections again to the app serving a member again. */
  recoverySeconds: number;
}

/** The machine's PostgreSQL cluster, stopped and started with Debian's pg_ctlcluster. */
const cluster = () => {
  const [version] = readdirSync("/etc/postgresql");
  if (!version) throw new Error("no PostgreSQL cluster on this machine");
  const run = (action: "stop" | "start") =>
    execFileSync(
      "pg_ctlcluster",
      [
        "--skip-systemctl-redirect",
        version,
        "main",
        action,
        ...(action === "stop" ? ["-m", "fast"] : []),
      ],
      { stdio: "ignore" },
    );
  return { stop: () => run("stop"), start: () => run("start") };
};

const leaks = (text: string) =>
  /\bat .+:\d+:\d+|Error:|ECONNREFUSED|terminating connection/.test(text);

/**
 * PostgreSQL stopped for `downMs` while members read their feed and new visitors register:
 * /api/health must say 503, no answer may carry a stack, and the app must serve again within
 * seconds of the database's return, without a restart of its own.
 */
export const postgresRestart = async (
  deployment: Deployment,
  member: { token: string; companyId: number },
  { downMs = 10_000 } = {},
): Promise<PostgresRestartFigures> => {
  const { baseUrl } = deployment.server;
  const statuses: Record<string, number> = {};
  let requests = 0;
  let leakingErrors = 0;
  let stop = false;

  const feed = async () => {
    const res = await fetch(`${baseUrl}/api/resources/filtered`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ company_id: member.companyId, page: 1 }),
    }).catch(() => null);
    return { status: res?.status ?? 0, text: (await res?.text().catch(() => "")) ?? "" };
  };
  const load = async (worker: number) => {
    let n = 0;
    while (!stop) {
      n += 1;
      const res =
        n % 3 === 0
          ? await request(baseUrl, "POST", "/user/public/forgot-password", {
              email: `nobody-${worker}-${n}@example.org`,
            })
          : await feed();
      requests += 1;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500 && leaks(res.text)) leakingErrors += 1;
      await sleep(20);
    }
  };

  const pg = cluster();
  const workers = Array.from({ length: 4 }, (_, i) => load(i));
  await sleep(1000);
  pg.stop();
  const healthWhileDown: number[] = [];
  const downUntil = Date.now() + downMs;
  while (Date.now() < downUntil) {
    healthWhileDown.push((await request(baseUrl, "GET", "/health")).status);
    await sleep(500);
  }
  pg.start();
  const upAt = Date.now();
  const serving = await waitFor(async () => (await feed()).status === 200, 60_000);
  const recoverySeconds = serving ? (Date.now() - upAt) / 1000 : Number.POSITIVE_INFINITY;
  await sleep(1000);
  stop = true;
  await Promise.all(workers);
  return { requests, statuses, leakingErrors, healthWhileDown, recoverySeconds };
};
