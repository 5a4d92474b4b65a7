import type { WebhookAddressPolicy } from "../config";

/**
 * What every lead destination kind (issue 61) implements: HubSpot, Salesforce, Marketo and SFTP
 * each in their own file beside this one. The delivery worker maps each lead through the
 * destination's field map, hands a kind a batch of records and records per lead what the far
 * end said; a kind knows only its vendor's wire, never our tables.
 */

/** One lead as its destination's field map made it: their field name → our value as text. */
export interface MappedLead {
  /** Our lead's id (0 for "Send test lead"). */
  leadId: number;
  /** A test lead: marked as one wherever the far end can show it, never kept as a real lead. */
  test: boolean;
  /** The member's address (also under the mapped email field): the upsert key everywhere. */
  email: string;
  /** The campaign the lead was made for, and the day it was made (UTC, YYYY-MM-DD). */
  campaign: { id: number; name: string };
  day: string;
  /** Their field name → value; a field our lead has no value for is an empty string. */
  record: Record<string, string>;
}

/** What the far end said of one lead of a batch. */
export type LeadOutcome =
  | { leadId: number; ok: true; detail: string }
  | {
      leadId: number;
      ok: false;
      /** False when sending it again cannot help (a refused field, a bad token): `failed` now. */
      retryable: boolean;
      error: string;
      /** The far end's own wait (HubSpot's 429 Retry-After), when it named one. */
      retryAfterMs?: number;
    };

export interface DeliveryContext {
  /** Which hosts a destination may reach: the webhooks' policy (WEBHOOKS_ALLOW_PRIVATE). */
  addressPolicy: WebhookAddressPolicy;
  /** Each call to the far end gives up after this long. */
  timeoutMs: number;
  /** Aborted when the process shuts down. */
  signal: AbortSignal;
}

/**
 * A destination kind. `S` is its settings as stored, secrets decrypted. `deliver` sends one
 * batch (at most `batchSize` leads, all for the same destination) and answers one outcome per
 * lead; it throws only for what concerns the whole batch (far end unreachable), which counts as
 * a retryable failure of every lead in it. Delivery is at least once: `deliver` must be
 * idempotent at the far end (upsert by email; a file rewritten, never a duplicate row).
 */
export interface LeadDestinationKind<S> {
  kind: "hubspot" | "salesforce" | "marketo" | "sftp";
  /** The most leads one `deliver` call takes (the vendor's batch limit). */
  batchSize: number;
  /** Settings' keys that are secrets: encrypted at rest, shown as "••••", never echoed. */
  secretKeys: readonly (keyof S & string)[];
  /** The vendor's own host, used when the settings name no `base_url`. */
  defaultBaseUrl: string | null;
  deliver(settings: S, leads: MappedLead[], context: DeliveryContext): Promise<LeadOutcome[]>;
}
