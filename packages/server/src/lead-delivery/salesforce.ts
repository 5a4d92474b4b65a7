import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { Connection, OAuth2 } from "jsforce";
import { setDefaults, setDispatcher } from "jsforce/lib/request.js";
import { Dispatcher } from "undici";
import { literalAddressProblem, UnreachableAddressError } from "../webhooks/address-policy";
import type { DeliveryContext, LeadDestinationKind, LeadOutcome, MappedLead } from "./adapter";
import { checkedDispatcher, fetchErrorText } from "./checked-dispatcher";

/** A Salesforce destination's settings as stored (client_secret decrypted). */
export interface SalesforceSettings {
  /** The org's My Domain login URL (client credentials need it, not login.salesforce.com). */
  login_url: string;
  /** A connected app with the client credentials flow enabled and its run-as user set. */
  client_id: string;
  client_secret: string;
  /** Where the token is asked for instead of login_url (a proxy, the tests' fake). */
  base_url?: string;
}

/** sObject Collections take at most 200 records a call. */
export const SALESFORCE_BATCH_SIZE = 200;
export const SALESFORCE_BASE_URL = "https://login.salesforce.com";
const API_VERSION = "62.0";

/** What a test lead says in its Description, so that the org shows it for what it is. */
const TEST_MARK = "Test lead sent by Sector Portal: not a real lead.";

/** Record-level or call-level codes that pass with time (a locked row, a full org API limit). */
const RETRYABLE_CODES = new Set([
  "UNABLE_TO_LOCK_ROW",
  "REQUEST_LIMIT_EXCEEDED",
  "SERVER_UNAVAILABLE",
]);

/**
 * jsforce fetches through undici with one process-wide dispatcher. Ours sends each call through
 * the checked dispatcher of the delivery it belongs to (its address policy and time limit, from
 * async context); a call outside a delivery is refused. jsforce's own retries (5 for a GET on a
 * 5xx) are off: the delivery queue retries with its backoff. Proxies from the environment are
 * not used, since they would bypass the address policy.
 */
const calls = new AsyncLocalStorage<DeliveryContext>();
class DeliveryDispatcher extends Dispatcher {
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
    const context = calls.getStore();
    if (!context) throw new Error("Salesforce is called only from a lead delivery");
    return checkedDispatcher(context.addressPolicy, context.timeoutMs).dispatch(options, handler);
  }
  override close(): Promise<void> {
    return Promise.resolve();
  }
  override destroy(): Promise<void> {
    return Promise.resolve();
  }
}
setDispatcher(new DeliveryDispatcher());
setDefaults({ followRedirect: true, retry: { maxRetries: 0 } });

/** A failure of a whole call that the far end (or our policy) decided: not a network failure. */
class CallFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

interface Session {
  accessToken: string;
  instanceUrl: string;
}
/** Salesforce names no lifetime for a token: it is kept until the API refuses it (401). */
const sessions = new Map<string, Session>();
const sessionKey = (s: SalesforceSettings, base: string) =>
  createHash("sha256").update(`${base}\n${s.client_id}\n${s.client_secret}`).digest("hex");

/** What jsforce threw, as a failure of the call: the far end's code decides if it may pass. */
const asFailure = (err: unknown, context: DeliveryContext): Error => {
  if (err instanceof CallFailure) return err;
  if (!(err instanceof Error)) return new Error(String(err));
  if (err.cause instanceof UnreachableAddressError)
    return new CallFailure(err.cause.message, false);
  if (context.signal.aborted)
    return new Error("Salesforce call stopped: the process is shutting down");
  const code = (err as { errorCode?: string }).errorCode ?? err.name;
  if (err instanceof TypeError || code === "AbortError" || code === "TimeoutError") {
    // fetch failed: the org did not answer at all. Thrown: the whole batch is retryable.
    return new Error(`Salesforce unreachable: ${fetchErrorText(err, context.timeoutMs)}`);
  }
  const retryable = RETRYABLE_CODES.has(code) || /^ERROR_HTTP_5\d\d$/.test(code);
  return new CallFailure(
    `Salesforce refused the call: ${code}: ${err.message.slice(0, 500)}`,
    retryable,
  );
};

/** The OAuth 2.0 client credentials flow: POST {base}/services/oauth2/token. */
const requestSession = async (s: SalesforceSettings, base: string, context: DeliveryContext) => {
  const oauth2 = new OAuth2({
    loginUrl: base,
    clientId: s.client_id,
    clientSecret: s.client_secret,
  });
  let answer: { access_token?: string; instance_url?: string };
  try {
    answer = (await oauth2.requestToken({ grant_type: "client_credentials" })) as typeof answer;
  } catch (err) {
    const failure = asFailure(err, context);
    if (!(failure instanceof CallFailure)) throw failure;
    const code = (err as Error).name;
    // invalid_client, invalid_grant…: wrong settings, not retryable; a 5xx of the login host is.
    throw new CallFailure(
      `Salesforce token refused: ${code}: ${(err as Error).message}`,
      /^ERROR_HTTP_5\d\d$/.test(code),
    );
  }
  if (!answer.access_token || !answer.instance_url) {
    throw new CallFailure("Salesforce token answer without access_token or instance_url", true);
  }
  let instance: URL;
  try {
    instance = new URL(answer.instance_url);
  } catch {
    throw new CallFailure(
      `Salesforce answered an instance_url that is no URL: ${answer.instance_url}`,
      false,
    );
  }
  const refused = literalAddressProblem(instance, context.addressPolicy);
  if (refused) throw new CallFailure(refused, false);
  const session = { accessToken: answer.access_token, instanceUrl: instance.origin };
  sessions.set(sessionKey(s, base), session);
  return session;
};

/** A SOQL string literal: backslash and quote escaped. */
const soqlText = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

interface SaveResult {
  id?: string;
  success: boolean;
  errors?: { statusCode?: string; message?: string; fields?: string[] }[];
}

const saveOutcome = (
  lead: MappedLead,
  result: SaveResult | undefined,
  verb: string,
): LeadOutcome => {
  if (result?.success) {
    return {
      leadId: lead.leadId,
      ok: true,
      detail: `Salesforce Lead ${result.id ?? ""} ${verb}`.trim(),
    };
  }
  const errors = result?.errors ?? [];
  const text =
    errors
      .map(
        (e) =>
          `${e.statusCode ?? "ERROR"}: ${e.message ?? ""}${e.fields?.length ? ` (${e.fields.join(", ")})` : ""}`,
      )
      .join("; ") || "no answer for this record";
  return {
    leadId: lead.leadId,
    ok: false,
    retryable: errors.length > 0 && errors.every((e) => RETRYABLE_CODES.has(e.statusCode ?? "")),
    error: `Salesforce refused the lead: ${text}`,
  };
};

/** One batch through one connection: a query for the leads already there, then update and create. */
const sendBatch = async (
  conn: Connection,
  groups: MappedLead[][],
): Promise<Map<MappedLead, LeadOutcome>> => {
  const records = groups.map((group) => {
    const last = group[group.length - 1] as MappedLead;
    const record: Record<string, string> = { ...last.record };
    if (last.test && record.Description === undefined) record.Description = TEST_MARK;
    return { email: last.email.toLowerCase(), record };
  });
  // Email comparisons in SOQL ignore case. A converted lead is a contact now: a new lead is made.
  const soql = `SELECT Id, Email FROM Lead WHERE IsConverted = false AND Email IN (${records
    .map((r) => soqlText(r.email))
    .join(", ")}) ORDER BY CreatedDate ASC`;
  const found = await conn.query<{ Id: string; Email: string | null }>(soql);
  const existing = new Map<string, string>();
  for (const row of found.records) {
    const email = row.Email?.toLowerCase();
    // The oldest lead of an address is the one kept up to date.
    if (email && !existing.has(email)) existing.set(email, row.Id);
  }
  const toUpdate = records.flatMap((r, i) => {
    const id = existing.get(r.email);
    return id ? [{ i, record: { ...r.record, Id: id } }] : [];
  });
  const toCreate = records.flatMap((r, i) =>
    existing.has(r.email) ? [] : [{ i, record: r.record }],
  );
  const outcomes = new Map<MappedLead, LeadOutcome>();
  const settle = (items: { i: number }[], results: SaveResult[], verb: string) =>
    items.forEach((item, k) => {
      for (const lead of groups[item.i] as MappedLead[]) {
        outcomes.set(lead, saveOutcome(lead, results[k], verb));
      }
    });
  if (toUpdate.length > 0) {
    const results = (await conn.sobject("Lead").update(
      toUpdate.map((u) => u.record),
      { allOrNone: false },
    )) as SaveResult[];
    settle(toUpdate, results, "updated");
  }
  if (toCreate.length > 0) {
    const results = (await conn.sobject("Lead").create(
      toCreate.map((c) => c.record),
      { allOrNone: false },
    )) as SaveResult[];
    settle(toCreate, results, "created");
  }
  return outcomes;
};

const failedAll = (leads: MappedLead[], retryable: boolean, error: string): LeadOutcome[] =>
  leads.map((lead) => ({ leadId: lead.leadId, ok: false as const, retryable, error }));

const deliver = async (
  settings: SalesforceSettings,
  leads: MappedLead[],
  context: DeliveryContext,
): Promise<LeadOutcome[]> => {
  let baseUrl: URL;
  try {
    baseUrl = new URL(settings.base_url ?? settings.login_url);
  } catch {
    return failedAll(leads, false, "Salesforce login_url is not a URL");
  }
  const refused = literalAddressProblem(baseUrl, context.addressPolicy);
  if (refused) return failedAll(leads, false, refused);
  const base = baseUrl.href.replace(/\/+$/, "");
  const key = sessionKey(settings, base);

  const outcomes = new Map<MappedLead, LeadOutcome>();
  for (let start = 0; start < leads.length; start += SALESFORCE_BATCH_SIZE) {
    const chunk = leads.slice(start, start + SALESFORCE_BATCH_SIZE);
    const byEmail = new Map<string, MappedLead[]>();
    for (const lead of chunk) {
      const k = lead.email.toLowerCase();
      byEmail.set(k, [...(byEmail.get(k) ?? []), lead]);
    }
    try {
      if (context.signal.aborted)
        throw new Error("Salesforce call stopped: the process is shutting down");
      const session = sessions.get(key) ?? (await requestSession(settings, base, context));
      let refreshes = 0;
      let refreshFailure: Error | null = null;
      const conn = new Connection({
        instanceUrl: session.instanceUrl,
        accessToken: session.accessToken,
        version: API_VERSION,
        // A 401 (INVALID_SESSION_ID: the token expired or was revoked): a new token, once.
        refreshFn: (c, callback) => {
          refreshes += 1;
          sessions.delete(key);
          if (refreshes > 1) {
            refreshFailure = new CallFailure(
              "Salesforce refused a new token too (INVALID_SESSION_ID): check the connected app's run-as user",
              false,
            );
            callback(refreshFailure);
            return;
          }
          requestSession(settings, base, context).then(
            (fresh) => {
              c.instanceUrl = fresh.instanceUrl;
              callback(null, fresh.accessToken);
            },
            (err: Error) => {
              refreshFailure = err;
              callback(err);
            },
          );
        },
      });
      const sent = await sendBatch(conn, [...byEmail.values()]).catch((err: unknown) => {
        throw refreshFailure ?? asFailure(err, context);
      });
      for (const [lead, outcome] of sent) outcomes.set(lead, outcome);
    } catch (err) {
      if (!(err instanceof CallFailure)) throw err;
      for (const lead of chunk) {
        outcomes.set(lead, {
          leadId: lead.leadId,
          ok: false,
          retryable: err.retryable,
          error: err.message,
        });
      }
    }
  }
  return leads.map((lead) => outcomes.get(lead) as LeadOutcome);
};

/**
 * Salesforce through jsforce: OAuth 2.0 client credentials at the login URL, then on the
 * instance_url it answers a SOQL query for the leads of the batch's addresses; one found is
 * updated, none found is created (sObject Collections, allOrNone false, 200 a call). Two leads of
 * a batch with one address are sent as one record (the later one).
 */
export const salesforceKind: LeadDestinationKind<SalesforceSettings> = {
  kind: "salesforce",
  batchSize: SALESFORCE_BATCH_SIZE,
  secretKeys: ["client_secret"],
  defaultBaseUrl: SALESFORCE_BASE_URL,
  deliver: (settings, leads, context) =>
    calls.run(context, () => deliver(settings, leads, context)),
};
