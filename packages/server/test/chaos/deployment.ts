import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase, type ScratchDatabase } from "../scratch-postgres";
import { type ServerProcess, startServerProcess } from "../server-process";
import { type SmtpSink, startSmtpSink } from "../smtp-sink";

/**
 * One deployment for a fault test: the built server as a process, its database (a fresh
 * database on the PostgreSQL server of `postgresUrl`, else embedded PGlite in a folder that
 * outlives restarts) and a real SMTP server in this process that can be taken down.
 */
export interface Deployment {
  smtp: SmtpSink;
  /** The running server; replaced by `restart`. */
  server: ServerProcess;
  /** Starts the server again on the same database, address and mail server. */
  restart(): Promise<ServerProcess>;
  close(): Promise<void>;
}

export interface DeploymentOptions {
  /** A PostgreSQL server URL; unset: embedded PGlite. */
  postgresUrl?: string | null;
  /** More environment for the server (job queue timing, say). */
  env?: Record<string, string>;
  /** Run the server's source through tsx (a unit test, before any build). */
  fromSource?: boolean;
}

export const startDeployment = async ({
  postgresUrl = null,
  env = {},
  fromSource = false,
}: DeploymentOptions = {}): Promise<Deployment> => {
  const smtp = await startSmtpSink();
  const database: ScratchDatabase | null = postgresUrl
    ? await createScratchDatabase(postgresUrl, "sp_chaos")
    : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-chaos-"));
  const start = (port?: number) =>
    startServerProcess({
      name: "sector-portal-chaos",
      dataDir,
      port,
      fromSource,
      env: {
        DATABASE_URL: database?.url ?? "",
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: "admin@example.com",
        ADMIN_PASSWORD: "chaos-admin-password",
        // The webhook receiver of the faults listens on this machine, which production refuses.
        WEBHOOKS_ALLOW_PRIVATE: "1",
        ...env,
      },
    });

  const deployment: Deployment = {
    smtp,
    server: await start(),
    async restart() {
      const port = Number(new URL(deployment.server.baseUrl).port);
      deployment.server = await start(port);
      return deployment.server;
    },
    async close() {
      await deployment.server.stop();
      await smtp.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return deployment;
};

/** A JSON request that never throws: a network failure is status 0. */
export const request = async (
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; text: string }> => {
  try {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: "" };
  }
};

/** A registration body for the CIO community, unique by `n`. */
export const registrationBodies = async (baseUrl: string, count: number, tag: string) => {
  const company = JSON.parse(
    (await request(baseUrl, "POST", "/company/fetch-company", { company_name: "CIO" })).text,
  ) as { company: { id: number } };
  const { preferences } = JSON.parse(
    (await request(baseUrl, "POST", "/preferences/fetch", { company_id: company.company.id })).text,
  ) as { preferences: { id: number; name: string }[] };
  return Array.from({ length: count }, (_, n) => ({
    firstname: "Chaos",
    lastname: `Member ${n}`,
    email: `${tag}-${n}-${Date.now()}@example.org`,
    mobile_number: "0123456789",
    preferences: preferences.slice(0, 2),
    newsletter_flag: true,
    company_id: company.company.id,
  }));
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds; false once `timeoutMs` has passed. */
export const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
};

/** A member registered through the API, with a password set from the emailed link, signed in. */
export const signedInMember = async (deployment: Deployment) => {
  const { baseUrl } = deployment.server;
  const [body] = await registrationBodies(baseUrl, 1, "reader");
  if (!body) throw new Error("no registration body");
  await request(baseUrl, "POST", "/user/public/register", body);
  await waitFor(() => deployment.smtp.to(body.email).length > 0, 30_000);
  const slug = deployment.smtp
    .to(body.email)[0]
    ?.raw.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
  const password = "chaos-reader-password";
  await request(baseUrl, "POST", "/user/public/reset-password", { slug, newPassword: password });
  const login = await request(baseUrl, "POST", "/user/public/login", {
    email: body.email,
    password,
  });
  if (login.status !== 200) throw new Error(`the chaos reader could not sign in: ${login.text}`);
  const { token } = JSON.parse(login.text) as { token: string };
  return { token, companyId: body.company_id, email: body.email };
};
