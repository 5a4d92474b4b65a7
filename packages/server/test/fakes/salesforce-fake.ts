import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake Salesforce org on 127.0.0.1 for the tests: a real HTTP server that is both the login
 * host and the instance, and checks the wire contract of what lead delivery sends through
 * jsforce: the OAuth 2.0 client credentials token call (a form body), then with
 * `Authorization: Bearer` a SOQL query on Lead by email and sObject Collections create
 * (POST) and update (PATCH) of at most 200 Lead records. It keeps its leads as an org would,
 * answers Salesforce's shapes (SaveResult per record with errors [{ statusCode, message,
 * fields }], a call's error as an array [{ message, errorCode }], 401 INVALID_SESSION_ID) and
 * fails on demand.
 */

export interface FakeSalesforceLead {
  Id: string;
  fields: Record<string, string>;
  /** How many calls wrote it (1: created once, never again). */
  writes: number;
  converted: boolean;
}

export interface ContractViolation {
  path: string;
  problem: string;
}

export interface SalesforceFake {
  /** http://127.0.0.1:<port>: the login host (base_url) and the instance_url it answers. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** By Id. */
  leads: Map<string, FakeSalesforceLead>;
  tokenCalls: number;
  /** Every API call (not the token's), in order of arrival, whatever it was answered. */
  calls: { method: string; path: string; records: number; status: number }[];
  violations: ContractViolation[];
  /** Every token given so far is invalid from now on (the next call answers 401). */
  expireSessions(): void;
  /** Tokens given from now on are refused by the API all the same (a run-as user without API access). */
  refuseNewSessions(refuse: boolean): void;
  /** Addresses a duplicate rule blocks (as if a Contact had them): creating a lead with one fails. */
  duplicateRule: Set<string>;
  /** The next `times` API calls answer this HTTP status with Salesforce's error body. */
  failWithStatus(status: number, times?: number): void;
  /** The next `times` records saved fail with this record-level status code. */
  failRecords(statusCode: string, times?: number): void;
  /** Adds a lead as if made in the org by someone else. */
  seed(fields: Record<string, string>, converted?: boolean): string;
  close(): Promise<void>;
}

/** Lead fields of this org (standard ones and one custom); any other is INVALID_FIELD. */
const FIELDS = new Set([
  "FirstName",
  "LastName",
  "Email",
  "Company",
  "Title",
  "Phone",
  "Country",
  "Industry",
  "LeadSource",
  "Description",
  "NumberOfEmployees",
  "Sector_Campaign__c",
]);
const REQUIRED = ["LastName", "Company"];

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

/** The one query shape lead delivery sends, with its list of SOQL string literals. */
const QUERY =
  /^SELECT Id, Email FROM Lead WHERE IsConverted = false AND Email IN \(((?:'(?:[^'\\]|\\.)*'(?:, )?)+)\) ORDER BY CreatedDate ASC$/;
const LITERAL = /'((?:[^'\\]|\\.)*)'/g;

export const startSalesforceFake = async (): Promise<SalesforceFake> => {
  const clientId = "3MVG9fake.connected.app";
  const clientSecret = "fake-salesforce-secret";
  const leads = new Map<string, FakeSalesforceLead>();
  const valid = new Set<string>();
  const violations: ContractViolation[] = [];
  const calls: SalesforceFake["calls"] = [];
  const duplicateRule = new Set<string>();
  let refuseNew = false;
  let statusFailure: { status: number; left: number } | null = null;
  let recordFailure: { code: string; left: number } | null = null;
  let seq = 0;
  let tokenSeq = 0;
  const nextId = () => {
    seq += 1;
    return `00Q5g00000${seq.toString().padStart(8, "0")}`;
  };

  const violation = (res: ServerResponse, path: string, problem: string) => {
    violations.push({ path, problem });
    json(res, 400, [{ message: `Fake Salesforce: ${problem}`, errorCode: "MALFORMED_REQUEST" }]);
  };

  const fake: SalesforceFake = {
    url: "",
    clientId,
    clientSecret,
    leads,
    tokenCalls: 0,
    calls,
    violations,
    duplicateRule,
    expireSessions: () => valid.clear(),
    refuseNewSessions: (refuse) => {
      refuseNew = refuse;
    },
    failWithStatus: (status, times = 1) => {
      statusFailure = { status, left: times };
    },
    failRecords: (code, times = 1) => {
      recordFailure = { code, left: times };
    },
    seed: (fields, converted = false) => {
      const Id = nextId();
      leads.set(Id, { Id, fields, writes: 0, converted });
      return Id;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST")
      return violation(res, "/services/oauth2/token", "token asked with GET");
    if (!/^application\/x-www-form-urlencoded/.test(req.headers["content-type"] ?? "")) {
      return violation(res, "/services/oauth2/token", "token body must be a form");
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get("grant_type") !== "client_credentials") {
      return json(res, 400, {
        error: "unsupported_grant_type",
        error_description: "grant type not supported",
      });
    }
    if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
      return json(res, 400, {
        error: "invalid_client",
        error_description: "invalid client credentials",
      });
    }
    tokenSeq += 1;
    fake.tokenCalls += 1;
    const accessToken = `00D5g000004FAKE!AQ${tokenSeq}`;
    if (!refuseNew) valid.add(accessToken);
    json(res, 200, {
      access_token: accessToken,
      signature: "fake-signature=",
      scope: "api",
      instance_url: fake.url,
      id: `${fake.url}/id/00D5g000004FAKE/0055g00000FAKE`,
      token_type: "Bearer",
      issued_at: String(Date.now()),
    });
  };

  /** A record-level failure due now, if any. */
  const plannedRecordFailure = () => {
    if (!recordFailure || recordFailure.left <= 0) return null;
    recordFailure.left -= 1;
    return {
      success: false,
      errors: [
        {
          statusCode: recordFailure.code,
          message: "unable to obtain exclusive access to this record",
          fields: [],
        },
      ],
    };
  };

  const save = (record: Record<string, unknown>, update: boolean) => {
    const planned = plannedRecordFailure();
    if (planned) return planned;
    // Field names are case-insensitive: jsforce names an updated record's Id `id`.
    const {
      attributes: _a,
      Id: upperId,
      id: lowerId,
      ...fields
    } = record as Record<string, string> & {
      attributes?: unknown;
    };
    const Id = upperId ?? lowerId;
    if (update) {
      const known = Id ? leads.get(Id) : undefined;
      if (!known) {
        return {
          id: Id,
          success: false,
          errors: [
            {
              statusCode: "INVALID_CROSS_REFERENCE_KEY",
              message: "invalid cross reference id",
              fields: [],
            },
          ],
        };
      }
      known.fields = { ...known.fields, ...fields };
      known.writes += 1;
      return { id: known.Id, success: true, errors: [] };
    }
    const missing = REQUIRED.filter((f) => !fields[f]);
    if (missing.length > 0) {
      return {
        success: false,
        errors: [
          {
            statusCode: "REQUIRED_FIELD_MISSING",
            message: `Required fields are missing: [${missing.join(", ")}]`,
            fields: missing,
          },
        ],
      };
    }
    if (fields.Email && duplicateRule.has(fields.Email.toLowerCase())) {
      return {
        success: false,
        errors: [
          { statusCode: "DUPLICATES_DETECTED", message: "Use one of these records?", fields: [] },
        ],
      };
    }
    const id = nextId();
    leads.set(id, {
      Id: id,
      fields: fields as Record<string, string>,
      writes: 1,
      converted: false,
    });
    return { id, success: true, errors: [] };
  };

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const path = url.pathname;
    const call = { method: req.method ?? "", path, records: 0, status: 200 };
    calls.push(call);
    const answer = (status: number, body: unknown) => {
      call.status = status;
      json(res, status, body);
    };
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !valid.has(bearer)) {
      return answer(401, [
        { message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" },
      ]);
    }
    if (statusFailure && statusFailure.left > 0) {
      statusFailure.left -= 1;
      return answer(statusFailure.status, [
        { message: "Server is temporarily unavailable", errorCode: "SERVER_UNAVAILABLE" },
      ]);
    }
    const version = /^\/services\/data\/v\d+\.\d\/(.+)$/.exec(path)?.[1];
    if (version === "query" && req.method === "GET") {
      const q = url.searchParams.get("q") ?? "";
      const match = QUERY.exec(q);
      if (!match)
        return answer(400, [{ message: `unexpected query: ${q}`, errorCode: "MALFORMED_QUERY" }]);
      const emails = [...(match[1] ?? "").matchAll(LITERAL)].map((m) =>
        (m[1] ?? "").replace(/\\(.)/g, "$1").toLowerCase(),
      );
      const records = [...leads.values()]
        .filter((l) => !l.converted && emails.includes((l.fields.Email ?? "").toLowerCase()))
        .map((l) => ({
          attributes: { type: "Lead", url: `/services/data/v62.0/sobjects/Lead/${l.Id}` },
          Id: l.Id,
          Email: l.fields.Email ?? null,
        }));
      return answer(200, { totalSize: records.length, done: true, records });
    }
    if (version === "composite/sobjects" && (req.method === "POST" || req.method === "PATCH")) {
      if (!/^application\/json/.test(req.headers["content-type"] ?? "")) {
        return violation(res, path, "body must be JSON");
      }
      const body = JSON.parse(await readBody(req)) as { allOrNone?: unknown; records?: unknown };
      const records = Array.isArray(body.records)
        ? (body.records as Record<string, unknown>[])
        : [];
      call.records = records.length;
      if (records.length === 0) return violation(res, path, "records must be a non-empty array");
      if (records.length > 200) {
        return answer(400, [
          {
            message: "record limit reached. cannot submit more than 200 records into this call",
            errorCode: "EXCEEDED_ID_LIMIT",
          },
        ]);
      }
      for (const record of records) {
        const type = (record.attributes as { type?: string } | undefined)?.type;
        if (type !== "Lead")
          return violation(res, path, "each record must say attributes.type Lead");
        const id = record.Id ?? record.id;
        if (req.method === "POST" && id !== undefined)
          return violation(res, path, "a created record has no Id");
        if (req.method === "PATCH" && typeof id !== "string") {
          return violation(res, path, "an updated record names its Id");
        }
        const unknown = Object.keys(record).find(
          (k) => k !== "attributes" && k.toLowerCase() !== "id" && !FIELDS.has(k),
        );
        if (unknown) {
          return answer(400, [
            {
              message: `No such column '${unknown}' on sobject of type Lead`,
              errorCode: "INVALID_FIELD",
            },
          ]);
        }
      }
      if (body.allOrNone !== false) return violation(res, path, "allOrNone must be false");
      return answer(
        200,
        records.map((r) => save(r, req.method === "PATCH")),
      );
    }
    violation(res, path, `no such endpoint: ${req.method} ${path}`);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const handle = url.pathname === "/services/oauth2/token" ? token(req, res) : api(req, res, url);
    handle.catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
};
