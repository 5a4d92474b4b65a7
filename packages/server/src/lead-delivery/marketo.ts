import { createHash } from "node:crypto";
import { fetch } from "undici";
import { literalAddressProblem, UnreachableAddressError } from "../webhooks/address-policy";
import type { DeliveryContext, LeadDestinationKind, LeadOutcome, MappedLead } from "./adapter";
import { checkedDispatcher, fetchErrorText } from "./checked-dispatcher";

/** A Marketo destination's settings as stored (client_secret decrypted). */
export interface MarketoSettings {
  /** The instance's REST host, e.g. https://123-ABC-456.mktorest.com (Admin > Web Services). */
  base_url: string;
  /** A LaunchPoint custom service's credentials (its API-only user needs Read-Write Lead). */
  client_id: string;
  client_secret: string;
}

/** leads.json takes at most 300 records a call. */
export const MARKETO_BATCH_SIZE = 300;

/** What a test lead says in its Lead Source (a standard field), unless the map sets that field. */
const TEST_MARK = "Sector Portal test lead";

/** Response-level codes (HTTP 200, success false) that mean the access token is no good. */
const TOKEN_CODES = new Set(["600", "601", "602"]);
/**
 * Response-level codes that pass: timeout (604), rate limit of 100 calls in 20 s (606), daily
 * quota (607), API unavailable (608), system error (611), concurrency limit of 10 (615),
 * transient error (713). Any other code (a refused request, a missing permission) stays.
 */
const RETRYABLE_CODES = new Set(["604", "606", "607", "608", "611", "615", "713"]);

interface MarketoError {
  code: string;
  message: string;
}
interface LeadsAnswer {
  success: boolean;
  errors?: MarketoError[];
  result?: { id?: number; status: "created" | "updated" | "skipped"; reasons?: MarketoError[] }[];
}

/** A failure that concerns every lead of the call, said by the far end or by our policy. */
class CallFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const errorsText = (errors: MarketoError[] | undefined) =>
  (errors ?? []).map((e) => `${e.code} ${e.message}`).join("; ") || "no reason given";

const tokens = new Map<string, { token: string; expiresAt: number }>();
const tokenKey = (s: MarketoSettings, base: string) =>
  createHash("sha256").update(`${base}\n${s.client_id}\n${s.client_secret}`).digest("hex");

/** A token is used until a minute before Marketo said it expires (expires_in, seconds). */
const EXPIRY_MARGIN_S = 60;

/** One call to Marketo through the checked dispatcher; a failure to reach it is thrown. */
const call = async (
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  context: DeliveryContext,
) => {
  try {
    return await fetch(url, {
      ...init,
      redirect: "manual",
      dispatcher: checkedDispatcher(context.addressPolicy, context.timeoutMs),
      signal: AbortSignal.any([context.signal, AbortSignal.timeout(context.timeoutMs)]),
    });
  } catch (err) {
    if (err instanceof Error && err.cause instanceof UnreachableAddressError) {
      throw new CallFailure(err.cause.message, false);
    }
    if (context.signal.aborted)
      throw new Error("Marketo call stopped: the process is shutting down");
    throw new Error(`Marketo unreachable: ${fetchErrorText(err, context.timeoutMs)}`);
  }
};

const readJson = async (response: Awaited<ReturnType<typeof fetch>>): Promise<unknown> => {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The identity call: GET {base}/identity/oauth/token (2-legged OAuth 2.0, client credentials). */
const requestToken = async (s: MarketoSettings, base: string, context: DeliveryContext) => {
  const query = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: s.client_id,
    client_secret: s.client_secret,
  });
  const response = await call(`${base}/identity/oauth/token?${query}`, { method: "GET" }, context);
  const body = (await readJson(response)) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  } | null;
  if (response.status !== 200 || !body?.access_token) {
    const said = body?.error_description ?? body?.error ?? `HTTP ${response.status}`;
    throw new CallFailure(`Marketo identity refused: ${said}`, response.status >= 500);
  }
  const lifetime = Math.max(0, (body.expires_in ?? 0) - EXPIRY_MARGIN_S);
  tokens.set(tokenKey(s, base), {
    token: body.access_token,
    expiresAt: Date.now() + lifetime * 1000,
  });
  return body.access_token;
};

const tokenFor = async (s: MarketoSettings, base: string, context: DeliveryContext) => {
  const cached = tokens.get(tokenKey(s, base));
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  return requestToken(s, base, context);
};

/** POST /rest/v1/leads.json createOrUpdate by email: one result per input, in input order. */
const postLeads = async (
  s: MarketoSettings,
  base: string,
  input: Record<string, string>[],
  context: DeliveryContext,
): Promise<NonNullable<LeadsAnswer["result"]>> => {
  let renewed = false;
  for (;;) {
    const token = await tokenFor(s, base, context);
    const response = await call(
      `${base}/rest/v1/leads.json`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ action: "createOrUpdate", lookupField: "email", input }),
      },
      context,
    );
    const body = (await readJson(response)) as LeadsAnswer | null;
    const tokenRefused =
      response.status === 401 ||
      (body?.success === false && body.errors?.some((e) => TOKEN_CODES.has(String(e.code))));
    if (tokenRefused && !renewed) {
      // A token Marketo no longer takes (expired early, revoked): a new one, once.
      tokens.delete(tokenKey(s, base));
      renewed = true;
      continue;
    }
    if (response.status !== 200) {
      throw new CallFailure(`Marketo answered HTTP ${response.status}`, response.status >= 500);
    }
    if (!body) throw new CallFailure("Marketo's answer is not JSON", true);
    if (!body.success) {
      const retryable = (body.errors ?? []).some((e) => RETRYABLE_CODES.has(String(e.code)));
      throw new CallFailure(`Marketo refused the call: ${errorsText(body.errors)}`, retryable);
    }
    const result = body.result ?? [];
    if (result.length !== input.length) {
      throw new CallFailure(
        `Marketo answered ${result.length} results for ${input.length} leads`,
        true,
      );
    }
    return result;
  }
};

const failedAll = (leads: MappedLead[], retryable: boolean, error: string): LeadOutcome[] =>
  leads.map((lead) => ({ leadId: lead.leadId, ok: false as const, retryable, error }));

/**
 * Marketo (no SDK: its documented REST API). Leads are upserted by email, so delivering one
 * again updates the same Marketo lead; two leads of a batch with the same address are sent as
 * one record (the later one), each answered with its outcome.
 */
export const marketoKind: LeadDestinationKind<MarketoSettings> = {
  kind: "marketo",
  batchSize: MARKETO_BATCH_SIZE,
  secretKeys: ["client_secret"],
  defaultBaseUrl: null,
  async deliver(settings, leads, context) {
    let baseUrl: URL;
    try {
      baseUrl = new URL(settings.base_url);
    } catch {
      return failedAll(leads, false, "Marketo base_url is not a URL");
    }
    const refused = literalAddressProblem(baseUrl, context.addressPolicy);
    if (refused) return failedAll(leads, false, refused);
    const base = baseUrl.href.replace(/\/+$/, "");

    // Keyed by the lead itself: test leads all have id 0.
    const outcomes = new Map<MappedLead, LeadOutcome>();
    for (let start = 0; start < leads.length; start += MARKETO_BATCH_SIZE) {
      const chunk = leads.slice(start, start + MARKETO_BATCH_SIZE);
      const byEmail = new Map<string, MappedLead[]>();
      for (const lead of chunk) {
        const key = lead.email.toLowerCase();
        byEmail.set(key, [...(byEmail.get(key) ?? []), lead]);
      }
      const groups = [...byEmail.values()];
      // The lookup field is "email" whatever the field map calls it.
      const input = groups.map((group) => {
        const last = group[group.length - 1] as MappedLead;
        const record: Record<string, string> = { ...last.record, email: last.email };
        if (last.test && record.leadSource === undefined) record.leadSource = TEST_MARK;
        return record;
      });
      try {
        const result = await postLeads(settings, base, input, context);
        groups.forEach((group, i) => {
          const r = result[i];
          for (const lead of group) {
            outcomes.set(
              lead,
              r && r.status !== "skipped"
                ? {
                    leadId: lead.leadId,
                    ok: true,
                    detail: `Marketo lead ${r.id ?? "?"} ${r.status}`,
                  }
                : {
                    leadId: lead.leadId,
                    ok: false,
                    retryable: false,
                    error: `Marketo skipped the lead: ${errorsText(r?.reasons)}`,
                  },
            );
          }
        });
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
  },
};
