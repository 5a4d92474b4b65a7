import type { ConsentPurpose, ConsentSource } from "./consent";
import type { MembershipSource } from "./memberships";
import type { LeadRejectReason } from "./schemas/campaign-leads";

/** The events an admin can subscribe a webhook endpoint to, in the order the screen lists them. */
export const WEBHOOK_EVENT_TYPES = [
  "member.created",
  "member.updated",
  "membership.added",
  "consent.changed",
  "member.erased",
  "lead.created",
  "lead.rejected",
  "event.registered",
  "event.cancelled",
  "event.attended",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What "Send test event" sends: to the one endpoint, whatever its events. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** What each event means, as the Webhooks screen explains it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "member.created": "A member registers (or is imported)",
  "member.updated": "A member changes their topics",
  "membership.added": "A member joins another brand",
  "consent.changed": "A member gives or withdraws a consent",
  "member.erased": "A member is erased (id only)",
  "lead.created": "A member shares their details with a sponsor",
  "lead.rejected": "A sponsor's lead is rejected (it no longer counts toward the cap)",
  "event.registered": "A member registers for an event (or is moved off its waitlist)",
  "event.cancelled": "A member cancels their registration for an event",
  "event.attended": "An attendance import marks a registrant as attended",
};

/** The events of a sponsor's leads: the only ones an endpoint limited to a sponsor may take. */
export const WEBHOOK_LEAD_EVENTS: readonly WebhookEventType[] = ["lead.created", "lead.rejected"];

/** The deliveries of an endpoint the Webhooks screen shows, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 100;

/** Loopback host names and addresses: the only hosts a plain-http endpoint may name. */
export const isLoopbackHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
};

/** A member as webhook events carry them: these fields and nothing else. */
export interface WebhookMember {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile_number: string;
  user_company: string;
  job_title: string;
  /** The brand the event is about (the one joined, or whose topics changed). */
  brand: { id: number; name: string };
  /** The member's topics of that brand. */
  topics: { id: number; name: string }[];
  /** The member's current consents to that brand. */
  consents: Record<ConsentPurpose, boolean>;
}

/** The `data` of each event type. */
export interface WebhookEventData {
  "member.created": { member: WebhookMember; source: MembershipSource };
  "member.updated": { member: WebhookMember };
  "membership.added": {
    member: WebhookMember;
    membership: { joined_at: string; source: MembershipSource };
  };
  "consent.changed": {
    member_id: number;
    brand: { id: number; name: string };
    purpose: ConsentPurpose;
    granted: boolean;
    source: ConsentSource;
    wording_version: number;
    time: string;
  };
  "member.erased": { id: number };
  /** Only what the sponsor dialog named: never topics, consents or anything else. */
  "lead.created": {
    lead: {
      id: number;
      campaign: { id: number; name: string };
      sponsor: { id: number; name: string };
      resource: { id: number; title: string };
      wording_version: number;
      created_at: string;
    };
    member: {
      firstname: string;
      lastname: string;
      email: string;
      mobile_number: string;
      user_company: string;
      job_title: string;
      brand: { id: number; name: string };
    };
  };
  /**
   * A lead sent back: which one, and why (the admin's note stays in the portal). The member's
   * email lets a CRM that keys leads by address find it; nothing else of the member.
   */
  "lead.rejected": {
    lead: {
      id: number;
      campaign: { id: number; name: string };
      sponsor: { id: number; name: string };
      resource: { id: number; title: string };
      status: "rejected";
      reason: LeadRejectReason;
      rejected_at: string;
      created_at: string;
    };
    member: { email: string };
  };
  "event.registered": WebhookEventRegistration;
  "event.cancelled": WebhookEventRegistration;
  "event.attended": WebhookEventRegistration & { attended_minutes: number | null };
  "webhook.test": { message: string; endpoint_id: number };
}

/** An event registration as webhook events carry it: the event, its status and the member. */
export interface WebhookEventRegistration {
  registration: {
    id: number;
    status: "registered" | "waitlisted" | "cancelled";
    created_at: string;
  };
  event: {
    id: number;
    title: string;
    starts_at: string;
    timezone: string;
    brand: { id: number; name: string };
  };
  member: { id: number; firstname: string; lastname: string; email: string };
}

/** The JSON body of every delivery. */
export interface WebhookPayload<T extends keyof WebhookEventData = keyof WebhookEventData> {
  type: T;
  /** When the change happened (ISO 8601). */
  timestamp: string;
  data: WebhookEventData[T];
}
