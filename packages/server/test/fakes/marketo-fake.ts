import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake Marketo instance on 127.0.0.1 for the tests: a real HTTP server that checks the wire
 * contract of the two calls lead delivery makes (the identity call
 * `GET /identity/oauth/token?grant_type=client_credentials&client_id&client_secret`, then
 * `POST /rest/v1/leads.json` createOrUpdate by email with a Bearer token, at most 300 records),
 * keeps its leads as Marketo would (one per address, matched in any case), answers Marketo's
 * shapes (HTTP 200 with success false and errors [{ code, message }] for a refused call, a
 * per-record status created / updated / skipped with reasons) and fails on demand.
 */

export interface FakeMarketoLead {
  id: number;
  fields: Record<string, string>;
  /** How many calls wrote it (1: created once, never again). */
  writes: number;
}

/** A request the fake refused for breaking the contract: a test asserts there are none. */
export interface ContractViolation {
  path: string;
  problem: string;
}

export interface MarketoFake {
  /** http://127.0.0.1:<port>: the base URL a destination's settings name. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Keyed by the lower-cased email. */
  leads: Map<string, FakeMarketoLead>;
  /** How many tokens the identity call gave. */
  tokenCalls: number;
  /** Every leads.json call's emails, in order of arrival (whatever they were answered). */
  calls: { emails: string[]; authorization: string | undefined }[];
  violations: ContractViolation[];
  /** The lifetime the identity call announces (expires_in, seconds; 3599 by default). */
  expiresIn(seconds: number): void;
  /** Every token given so far is expired from now on (the next call with one answers 602). */
  expireTokens(): void;
  /** The next `times` leads.json calls answer success false with this response-level code. */
  failWithCode(code: string, times?: number): void;
  /** The next `times` calls (identity and leads) answer this HTTP status. */
  failWithStatus(status: number, times?: number): void;
  close(): Promise<void>;
}

/** Marketo's own wording of the response-level codes the tests use. */
const CODE_MESSAGES: Record<string, string> = {
  "600": "Access token not specified",
  "601": "Access token invalid",
  "602": "Access token expired",
  "603": "Access denied",
  "606": "Max rate limit '100' exceeded with in '20' secs",
  "607": "Daily quota reached",
  "608": "API Temporarily Unavailable",
  "611": "System error",
  "615": "Concurrent access limit reached",
  "1003": "Invalid data",
};

/** The standard lead fields (REST names) this instance knows; any other is "not found". */
const FIELDS = new Set([
  "email",
  "firstName",
  "lastName",
  "company",
  "title",
  "phone",
  "country",
  "industry",
  "numberOfEmployees",
  "leadSource",
  "sectorCampaign",
]);

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json;charset=UTF-8" });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

let requestSeq = 0;
const requestId = () => {
  requestSeq += 1;
  return `${requestSeq.toString(16)}#18f2c3a4b5d`;
};

export const startMarketoFake = async (
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<MarketoFake> => {
  const clientId = options.clientId ?? "a1b2c3d4-fake-client";
  const clientSecret = options.clientSecret ?? "fake-marketo-secret";
  const leads = new Map<string, FakeMarketoLead>();
  const valid = new Set<string>();
  const expired = new Set<string>();
  const violations: ContractViolation[] = [];
  const calls: MarketoFake["calls"] = [];
  let lifetime = 3599;
  let codeFailure: { code: string; left: number } | null = null;
  let statusFailure: { status: number; left: number } | null = null;
  let nextId = 5000;
  let tokenSeq = 0;

  const violation = (res: ServerResponse, path: string, problem: string) => {
    violations.push({ path, problem });
    json(res, 400, {
      requestId: requestId(),
      success: false,
      errors: [{ code: "609", message: problem }],
    });
  };
  const refused = (res: ServerResponse, code: string) =>
    json(res, 200, {
      requestId: requestId(),
      success: false,
      errors: [{ code, message: CODE_MESSAGES[code] ?? "Error" }],
    });

  const fake: MarketoFake = {
    url: "",
    clientId,
    clientSecret,
    leads,
    tokenCalls: 0,
    calls,
    violations,
    expiresIn: (seconds) => {
      lifetime = seconds;
    },
    expireTokens: () => {
      for (const t of valid) expired.add(t);
      valid.clear();
    },
    failWithCode: (code, times = 1) => {
      codeFailure = { code, left: times };
    },
    failWithStatus: (status, times = 1) => {
      statusFailure = { status, left: times };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const identity = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method !== "GET" && req.method !== "POST") {
      return violation(res, url.pathname, `identity called with ${req.method}`);
    }
    const q = url.searchParams;
    if (q.get("grant_type") !== "client_credentials") {
      return violation(res, url.pathname, "grant_type must be client_credentials");
    }
    if (q.get("client_id") !== clientId || q.get("client_secret") !== clientSecret) {
      return json(res, 401, {
        error: "invalid_client",
        error_description: "Bad client credentials",
      });
    }
    tokenSeq += 1;
    fake.tokenCalls += 1;
    const token = `${tokenSeq.toString(16).padStart(8, "0")}-fake-token:ab`;
    valid.add(token);
    json(res, 200, {
      access_token: token,
      token_type: "bearer",
      expires_in: lifetime,
      scope: "api@example.com",
    });
  };

  const upsertLeads = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.method !== "POST") return violation(res, path, `leads.json called with ${req.method}`);
    if (!/^application\/json/.test(req.headers["content-type"] ?? "")) {
      return refused(res, "612");
    }
    const raw = await readBody(req);
    const authorization = req.headers.authorization;
    let body: { action?: unknown; lookupField?: unknown; input?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      return refused(res, "609");
    }
    const input = Array.isArray(body.input) ? (body.input as Record<string, unknown>[]) : null;
    calls.push({
      emails: (input ?? []).map((r) => String(r.email ?? "")),
      authorization,
    });
    const token = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
    if (!token) return refused(res, "600");
    if (expired.has(token)) return refused(res, "602");
    if (!valid.has(token)) return refused(res, "601");
    if (codeFailure && codeFailure.left > 0) {
      codeFailure.left -= 1;
      return refused(res, codeFailure.code);
    }
    if (body.action !== "createOrUpdate")
      return violation(res, path, "action must be createOrUpdate");
    if (body.lookupField !== "email") return violation(res, path, "lookupField must be email");
    if (!input || input.length === 0) return violation(res, path, "input must list the leads");
    if (input.length > 300) {
      return json(res, 200, {
        requestId: requestId(),
        success: false,
        errors: [{ code: "1003", message: `Too many records: ${input.length}, at most 300` }],
      });
    }
    const result = input.map((record) => {
      const unknown = Object.keys(record).find((k) => !FIELDS.has(k));
      if (unknown) {
        return {
          status: "skipped",
          reasons: [{ code: "1006", message: `Field '${unknown}' not found` }],
        };
      }
      const values = Object.entries(record);
      const wrong = values.find(([, v]) => typeof v !== "string");
      if (wrong) {
        return {
          status: "skipped",
          reasons: [{ code: "1003", message: `Invalid value for ${wrong[0]}` }],
        };
      }
      const email = String(record.email ?? "");
      if (!email.includes("@")) {
        return {
          status: "skipped",
          reasons: [{ code: "1003", message: "Value for required field 'email' not specified" }],
        };
      }
      const key = email.toLowerCase();
      const known = leads.get(key);
      if (known) {
        known.fields = { ...known.fields, ...(record as Record<string, string>) };
        known.writes += 1;
        return { id: known.id, status: "updated" };
      }
      nextId += 1;
      leads.set(key, { id: nextId, fields: record as Record<string, string>, writes: 1 });
      return { id: nextId, status: "created" };
    });
    json(res, 200, { requestId: requestId(), success: true, result });
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (statusFailure && statusFailure.left > 0) {
      statusFailure.left -= 1;
      res.writeHead(statusFailure.status, { "content-type": "text/html" });
      res.end("<html><body>Service Unavailable</body></html>");
      return;
    }
    if (url.pathname === "/identity/oauth/token") return identity(req, res, url);
    if (url.pathname === "/rest/v1/leads.json") {
      upsertLeads(req, res, url.pathname).catch(() => res.destroy());
      return;
    }
    violation(res, url.pathname, "no such endpoint");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
};
