import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake HubSpot on 127.0.0.1 for the tests: a real HTTP server that checks the wire contract
 * of the two calls lead delivery makes (CRM v3 contacts batch upsert by email, list membership
 * add), keeps the contacts it was given as HubSpot would (one per address: an upsert never
 * duplicates), answers HubSpot's shapes (errors included), and fails on demand.
 */

export interface FakeContact {
  id: string;
  properties: Record<string, string>;
  /** How many upserts touched it (1: created once, never again). */
  writes: number;
}

/** A request the fake refused for breaking the contract: a test asserts there are none. */
export interface ContractViolation {
  path: string;
  problem: string;
}

export type FakeFailure =
  /** 429 with Retry-After (seconds) and HubSpot's rate limit body. */
  | { kind: "rate-limit"; retryAfterSeconds: number }
  /** 400 VALIDATION_ERROR, as for a property that does not exist. */
  | { kind: "validation"; message?: string }
  /** 401 INVALID_AUTHENTICATION. */
  | { kind: "auth" }
  /** 500/502/503 with HubSpot's error body. */
  | { kind: "server"; status: number };

export interface HubspotFake {
  /** http://127.0.0.1:<port>: the base URL a destination's settings name. */
  url: string;
  /** The access token it accepts (Bearer). */
  token: string;
  contacts: Map<string, FakeContact>;
  /** List id → contact ids added to it. */
  lists: Map<string, Set<string>>;
  /** Every upsert call's inputs, in order of arrival (whatever they were answered). */
  upserts: { emails: string[]; status: number }[];
  violations: ContractViolation[];
  /** The next `times` calls (default: until `recover`) fail so. */
  fail(failure: FakeFailure, times?: number): void;
  recover(): void;
  /** Each answer waits this long (a slow HubSpot). */
  delay(ms: number): void;
  /** Stop listening (connections refused) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
};

const errorBody = (message: string, category: string) => ({
  status: "error",
  message,
  correlationId: randomUUID(),
  category,
});

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const UPSERT = "/crm/v3/objects/contacts/batch/upsert";
const LIST_ADD = /^\/crm\/v3\/lists\/(\d+)\/memberships\/add$/;

export const startHubspotFake = async (options: { token?: string } = {}): Promise<HubspotFake> => {
  const token = options.token ?? "pat-na1-fake-token";
  const contacts = new Map<string, FakeContact>();
  const lists = new Map<string, Set<string>>();
  const upserts: HubspotFake["upserts"] = [];
  const violations: ContractViolation[] = [];
  let failure: FakeFailure | null = null;
  let failuresLeft = Number.POSITIVE_INFINITY;
  let delayMs = 0;
  let nextId = 1000;

  const violation = (res: ServerResponse, path: string, problem: string) => {
    violations.push({ path, problem });
    json(res, 400, errorBody(`Fake HubSpot: ${problem}`, "VALIDATION_ERROR"));
  };

  /** Answers the planned failure, if any is due; true when it did. */
  const failed = (res: ServerResponse): boolean => {
    if (!failure || failuresLeft <= 0) return false;
    failuresLeft -= 1;
    const f = failure;
    if (failuresLeft <= 0) failure = null;
    switch (f.kind) {
      case "rate-limit":
        json(
          res,
          429,
          {
            status: "error",
            message: "You have reached your ten_secondly_rolling limit.",
            errorType: "RATE_LIMIT",
            correlationId: randomUUID(),
            policyName: "TEN_SECONDLY_ROLLING",
          },
          { "retry-after": String(f.retryAfterSeconds) },
        );
        return true;
      case "validation":
        json(
          res,
          400,
          errorBody(
            f.message ??
              'Property values were not valid: [{"isValid":false,"message":"Property \\"shoe_size\\" does not exist","error":"PROPERTY_DOESNT_EXIST","name":"shoe_size"}]',
            "VALIDATION_ERROR",
          ),
        );
        return true;
      case "auth":
        json(
          res,
          401,
          errorBody(
            "Authentication credentials not found. This API supports OAuth 2.0 authentication.",
            "INVALID_AUTHENTICATION",
          ),
        );
        return true;
      case "server":
        json(res, f.status, errorBody("internal error", "INTERNAL_ERROR"));
        return true;
    }
  };

  const upsert = (res: ServerResponse, body: unknown) => {
    const inputs = (body as { inputs?: unknown })?.inputs;
    if (!Array.isArray(inputs) || inputs.length === 0) {
      return violation(res, UPSERT, "body must be { inputs: [...] } with at least one input");
    }
    if (inputs.length > 100) return violation(res, UPSERT, `${inputs.length} inputs (at most 100)`);
    const seen = new Set<string>();
    for (const input of inputs as Record<string, unknown>[]) {
      if (input.idProperty !== "email") return violation(res, UPSERT, "idProperty must be email");
      if (typeof input.id !== "string" || !input.id.includes("@")) {
        return violation(res, UPSERT, "id must be the contact's email address");
      }
      const props = input.properties as Record<string, unknown> | undefined;
      if (!props || typeof props !== "object") return violation(res, UPSERT, "properties missing");
      for (const [k, v] of Object.entries(props)) {
        if (typeof v !== "string") return violation(res, UPSERT, `property ${k} is not a string`);
      }
      const key = input.id.toLowerCase();
      if (seen.has(key)) {
        // HubSpot's own answer to a batch naming a contact twice.
        return json(
          res,
          400,
          errorBody(
            `Duplicate IDs found in batch input: [${key}]. IDs must be unique`,
            "VALIDATION_ERROR",
          ),
        );
      }
      seen.add(key);
    }
    upserts.push({ emails: [...seen], status: 200 });
    const now = new Date().toISOString();
    const results = (inputs as { id: string; properties: Record<string, string> }[]).map(
      (input) => {
        const key = input.id.toLowerCase();
        const known = contacts.get(key);
        const contact: FakeContact = known
          ? {
              ...known,
              properties: { ...known.properties, ...input.properties },
              writes: known.writes + 1,
            }
          : { id: String(nextId++), properties: { ...input.properties, email: key }, writes: 1 };
        contacts.set(key, contact);
        return {
          id: contact.id,
          properties: { ...contact.properties, email: key },
          createdAt: now,
          updatedAt: now,
          archived: false,
          new: !known,
        };
      },
    );
    json(res, 200, {
      status: "COMPLETE",
      results,
      startedAt: now,
      completedAt: now,
    });
  };

  const listAdd = (res: ServerResponse, listId: string, body: unknown) => {
    if (!Array.isArray(body) || body.some((id) => typeof id !== "string")) {
      return violation(
        res,
        `/crm/v3/lists/${listId}/memberships/add`,
        "body must be an array of record ids",
      );
    }
    const known = new Set([...contacts.values()].map((c) => c.id));
    const members = lists.get(listId) ?? new Set<string>();
    lists.set(listId, members);
    const added = body.filter((id: string) => known.has(id) && !members.has(id));
    for (const id of added) members.add(id);
    json(res, 200, {
      recordIdsAdded: added,
      recordIdsMissing: body.filter((id: string) => !known.has(id)),
    });
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (req.headers.authorization !== `Bearer ${token}`) {
      return json(
        res,
        401,
        errorBody(
          "Authentication credentials not found. This API supports OAuth 2.0 authentication.",
          "INVALID_AUTHENTICATION",
        ),
      );
    }
    if (!(req.headers["content-type"] ?? "").startsWith("application/json")) {
      return violation(res, path, "content-type must be application/json");
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return violation(res, path, "body is not JSON");
    }
    if (path === UPSERT && req.method === "POST") {
      if (failed(res)) {
        upserts.push({ emails: [], status: res.statusCode });
        return;
      }
      return upsert(res, body);
    }
    const list = LIST_ADD.exec(path);
    if (list?.[1] && req.method === "PUT") {
      if (failed(res)) return;
      return listAdd(res, list[1], body);
    }
    json(res, 404, errorBody(`Fake HubSpot has no ${req.method} ${path}`, "OBJECT_NOT_FOUND"));
  };

  const serve = () =>
    createServer((req, res) => {
      handler(req, res).catch(() => {
        if (!res.headersSent) json(res, 500, errorBody("fake failed", "INTERNAL_ERROR"));
      });
    });
  let server = serve();
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    contacts,
    lists,
    upserts,
    violations,
    fail(f, times = Number.POSITIVE_INFINITY) {
      failure = f;
      failuresLeft = times;
    },
    recover() {
      failure = null;
    },
    delay(ms) {
      delayMs = ms;
    },
    down: () => closeServer(server),
    async up() {
      server = serve();
      await listen(server, port);
    },
    close: () => closeServer(server),
  };
};
