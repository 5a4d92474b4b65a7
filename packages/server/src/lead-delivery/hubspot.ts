import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import { Client } from "@hubspot/api-client";
import type { WebhookAddressPolicy } from "../config";
import { checkedLookup, literalAddressProblem } from "../webhooks/address-policy";
import type { DeliveryContext, LeadDestinationKind, LeadOutcome, MappedLead } from "./adapter";

/** A HubSpot destination's settings as stored (access_token decrypted). */
export interface HubspotSettings {
  /** A private app's access token (scopes crm.objects.contacts.write, crm.lists.write). */
  access_token: string;
  /** A static list the contacts join, when set. */
  list_id?: string;
  base_url?: string;
}

/** HubSpot's batch endpoints take at most 100 inputs. */
export const HUBSPOT_BATCH_SIZE = 100;
export const HUBSPOT_BASE_URL = "https://api.hubapi.com";

/** What the client throws for an answer outside 2xx (its ApiException): code, body, headers. */
interface HubspotError {
  code: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const isHubspotError = (err: unknown): err is HubspotError =>
  typeof err === "object" && err !== null && typeof (err as HubspotError).code === "number";

const messageOf = (body: unknown): string | null =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as { message?: unknown }).message === "string"
    ? (body as { message: string }).message
    : typeof body === "string" && body !== ""
      ? body
      : null;

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export const retryAfterMs = (value: string | undefined, now = Date.now()): number | null => {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
};

/**
 * An agent per scheme and policy: every connection looks its host up through the webhooks'
 * address policy, and a connection silent for the call's time limit is destroyed (the client
 * sets no time limit of its own).
 */
const agentFor = (scheme: "http:" | "https:", policy: WebhookAddressPolicy, timeoutMs: number) => {
  const Base = scheme === "https:" ? https.Agent : http.Agent;
  const agent = new Base({ keepAlive: false, lookup: checkedLookup(scheme, policy) } as object);
  const create = agent.createConnection.bind(agent);
  agent.createConnection = ((options: object, callback: unknown) => {
    const socket = (create as (o: object, c: unknown) => Socket)(options, callback);
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)),
    );
    return socket;
  }) as typeof agent.createConnection;
  return agent;
};

/** One outcome per lead for a failure of the whole call. */
const allFailed = (
  leads: MappedLead[],
  retryable: boolean,
  error: string,
  retryAfter?: number,
): LeadOutcome[] =>
  leads.map((lead) => ({
    leadId: lead.leadId,
    ok: false as const,
    retryable,
    error,
    ...(retryAfter !== undefined && { retryAfterMs: retryAfter }),
  }));

/** What a call's failure means for the leads in it: HubSpot's status and message. */
const failureOf = (err: unknown, leads: MappedLead[]): LeadOutcome[] => {
  if (!isHubspotError(err)) {
    const message = err instanceof Error ? err.message.split("\n")[0] : String(err);
    return allFailed(leads, true, `HubSpot unreachable: ${message}`.slice(0, 500));
  }
  const said = messageOf(err.body) ?? "no message";
  const error = `HubSpot answered ${err.code}: ${said}`.slice(0, 500);
  if (err.code === 429) {
    const wait = retryAfterMs(err.headers?.["retry-after"]);
    return allFailed(leads, true, error, wait ?? 10_000);
  }
  // A refused token or field will be refused again: failed now. 408 and 5xx: try later.
  const retryable = err.code === 408 || err.code === 423 || err.code >= 500 || err.code === 0;
  return allFailed(leads, retryable, error);
};

/**
 * HubSpot (issue 61) through the official client: contacts upserted by email, 100 a call
 * (CRM v3 batch upsert, idProperty email), then added to the list when the settings name one.
 * The same member twice in one batch (two campaigns) is one input, the later lead's values
 * winning: HubSpot refuses a batch naming an id twice.
 */
export const hubspotKind: LeadDestinationKind<HubspotSettings> = {
  kind: "hubspot",
  batchSize: HUBSPOT_BATCH_SIZE,
  secretKeys: ["access_token"],
  defaultBaseUrl: HUBSPOT_BASE_URL,
  async deliver(settings, leads, context: DeliveryContext): Promise<LeadOutcome[]> {
    if (leads.length === 0) return [];
    const base = new URL(settings.base_url || HUBSPOT_BASE_URL);
    const literal = literalAddressProblem(base, context.addressPolicy);
    if (literal) return allFailed(leads, false, literal);
    const scheme = base.protocol === "https:" ? "https:" : "http:";
    const client = new Client({
      accessToken: settings.access_token,
      basePath: base.toString().replace(/\/+$/, ""),
      httpAgent: agentFor(scheme, context.addressPolicy, context.timeoutMs),
      numberOfApiCallRetries: 0,
    });
    const byEmail = new Map<string, Record<string, string>>();
    for (const lead of leads) {
      const email = lead.email.toLowerCase();
      // A test lead is marked in its values (the worker names it so): no property of our own.
      byEmail.set(email, { ...byEmail.get(email), ...lead.record, email });
    }
    const inputs = [...byEmail].map(([email, properties]) => ({
      idProperty: "email",
      id: email,
      properties,
    }));
    let ids: Map<string, string>;
    try {
      const answer = await abortable(client.crm.contacts.batchApi.upsert({ inputs }), context);
      ids = new Map(
        answer.results.map((r) => [String(r.properties?.email ?? "").toLowerCase(), r.id]),
      );
      const errors = "errors" in answer && Array.isArray(answer.errors) ? answer.errors : [];
      if (errors.length > 0 && ids.size === 0) {
        const said = errors.map((e) => e.message).join("; ");
        return allFailed(leads, false, `HubSpot refused the batch: ${said}`.slice(0, 500));
      }
    } catch (err) {
      return failureOf(err, leads);
    }
    if (settings.list_id && ids.size > 0) {
      try {
        await abortable(
          client.crm.lists.membershipsApi.add(settings.list_id, [...new Set(ids.values())]),
          context,
        );
      } catch (err) {
        // The contacts are in: the list is retried with them (the upsert changes nothing twice).
        return failureOf(err, leads).map((o) =>
          o.ok ? o : { ...o, error: `contact saved, list ${settings.list_id}: ${o.error}` },
        );
      }
    }
    return leads.map((lead): LeadOutcome => {
      const id = ids.get(lead.email.toLowerCase());
      return id
        ? { leadId: lead.leadId, ok: true, detail: `HubSpot contact ${id}` }
        : {
            leadId: lead.leadId,
            ok: false,
            retryable: false,
            error: "HubSpot answered no contact for this address",
          };
    });
  },
};

/** The call, or a rejection once the context's signal aborts (the process is stopping). */
const abortable = <T>(call: Promise<T>, context: DeliveryContext): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (context.signal.aborted) return reject(new Error("stopping"));
    const onAbort = () => reject(new Error("stopping"));
    context.signal.addEventListener("abort", onAbort, { once: true });
    call.then(
      (value) => {
        context.signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (err: unknown) => {
        context.signal.removeEventListener("abort", onAbort);
        reject(err);
      },
    );
  });
