import { z } from "zod/mini";
import {
  isLoopbackHost,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LEAD_EVENTS,
  type WebhookEventType,
} from "../webhooks";
import { idSchema, preprocess, requiredString, storableText, strictId } from "./fields";

export const WEBHOOK_URL_REQUIRED = "URL is required.";
export const WEBHOOK_URL_INVALID = "Enter a full URL, such as https://crm.example.com/hooks.";
export const WEBHOOK_URL_SCHEME =
  "The URL must start with https:// (http:// only to this machine: localhost, 127.0.0.1 or ::1).";
export const WEBHOOK_URL_CREDENTIALS = "The URL must not hold a user name or password.";
export const WEBHOOK_EVENTS_REQUIRED = "Choose at least one event.";
export const WEBHOOK_EVENT_UNKNOWN = "Unknown event.";
export const WEBHOOK_BRAND_INVALID = "Invalid brand.";
export const WEBHOOK_SPONSOR_INVALID = "Invalid sponsor.";
export const WEBHOOK_SPONSOR_EVENTS =
  "An endpoint limited to a sponsor receives only its leads' events: choose lead.created, lead.rejected or both.";

const parse = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * Why a webhook URL is refused, or null when its form is acceptable: https anywhere, http
 * only to loopback (development), no credentials. Where it points is checked again by the
 * server, against the addresses the name resolves to, when it delivers.
 */
export const webhookUrlProblem = (value: string): string | null => {
  const url = parse(value);
  if (!url) return WEBHOOK_URL_INVALID;
  if (url.protocol !== "https:" && url.protocol !== "http:") return WEBHOOK_URL_SCHEME;
  if (url.hostname === "") return WEBHOOK_URL_INVALID;
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) return WEBHOOK_URL_SCHEME;
  if (url.username !== "" || url.password !== "") return WEBHOOK_URL_CREDENTIALS;
  return null;
};

const webhookUrl = requiredString(WEBHOOK_URL_REQUIRED, 2000).check(
  z.superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: value });
  }),
);

const eventType = storableText(WEBHOOK_EVENT_UNKNOWN).check(
  z.refine((v) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(v), {
    error: WEBHOOK_EVENT_UNKNOWN,
  }),
);

/** Body of POST /webhooks (admin). */
export const createWebhookSchema = z
  .object({
    url: webhookUrl,
    events: z.pipe(
      z
        .array(eventType, { error: WEBHOOK_EVENTS_REQUIRED })
        .check(
          z.minLength(1, { error: WEBHOOK_EVENTS_REQUIRED }),
          z.maxLength(WEBHOOK_EVENT_TYPES.length * 2, { error: WEBHOOK_EVENT_UNKNOWN }),
        ),
      // Each event once, in the screen's order.
      z.transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
    ),
    /** Only the events of this brand; absent, null or "": every brand. */
    company_id: z.optional(
      preprocess(
        (v) => (v === "" || v === undefined ? null : v),
        z.nullable(strictId(WEBHOOK_BRAND_INVALID)),
      ),
    ),
    /** Only this sponsor's leads (lead events); absent, null or "": not limited to a sponsor. */
    sponsor_id: z.optional(
      preprocess(
        (v) => (v === "" || v === undefined ? null : v),
        z.nullable(strictId(WEBHOOK_SPONSOR_INVALID)),
      ),
    ),
  })
  .check(
    z.refine<{ events: WebhookEventType[]; sponsor_id?: number | null }>(
      (body) =>
        !body.sponsor_id || body.events.every((event) => WEBHOOK_LEAD_EVENTS.includes(event)),
      { error: WEBHOOK_SPONSOR_EVENTS, path: ["events"] },
    ),
  );
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
export type CreateWebhookData = z.output<typeof createWebhookSchema>;

/** Body of PUT /webhooks/{id} (admin): pause or resume. */
export const updateWebhookSchema = z.object({
  paused: z.boolean({ error: "Paused must be true or false." }),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

/** Path of /webhooks/{id}… */
export const webhookParamsSchema = z.object({
  id: idSchema("Invalid webhook id."),
});

/** An endpoint as GET /webhooks lists it: never its secret. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEventType[];
  company_id: number | null;
  company_name: string | null;
  /** Limited to one sponsor's leads (lead.created, lead.rejected); null: not. */
  sponsor_id: number | null;
  sponsor_name: string | null;
  /** active; paused by an admin; or paused after failing for 24 hours. */
  status: "active" | "paused" | "failing_paused";
  paused_at: string | null;
  /** Since when deliveries have failed without a success in between (null: they succeed). */
  failing_since: string | null;
  created_at: string;
}

/** POST /webhooks answers the new endpoint with its signing secret: shown this once. */
export interface CreatedWebhook {
  id: number;
  url: string;
  events: WebhookEventType[];
  secret: string;
}

/** One delivery of an event to an endpoint (GET /webhooks/{id}/deliveries). */
export interface WebhookDelivery {
  id: number;
  /** The webhook-id header: the same on every attempt. */
  message_id: string;
  event_type: string;
  /** When the change happened. */
  created_at: string;
  /** pending (due at next_attempt_at), delivered, or failed (given up). */
  status: "pending" | "delivered" | "failed";
  attempts: number;
  /** The receiver's HTTP status of the last attempt; null before one, or when none came. */
  response_status: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
}
