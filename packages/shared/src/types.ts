import type { ConsentPurpose, ConsentSource, LedgerPurpose } from "./consent";
import type { Role } from "./constants";
import type { ResourceEvent } from "./event-types";
import type {
  CompanySize,
  FirmographicField,
  FirmographicSource,
  Industry,
  JobFunction,
  RegistrationFieldMode,
  Seniority,
} from "./firmographics";
import type { Branding } from "./schemas/branding";
import type { SponsorBadge, SponsorOffer } from "./schemas/sponsors";

/** A user as the API shows it: never a password hash or token data. */
export interface PublicUser {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile_number: string;
  role: Role;
  job_title: string;
  user_company: string;
  joined_thru: number | null;
  base_company: string | null;
  newsletter_flag: boolean;
  resources_flag: boolean;
  partners_flag: boolean;
  createdAt: string;
  /** The brands the member belongs to (memberships): the one joined through first. */
  brands: UserBrand[];
  /** Firmographics (firmographics.ts): each a code of its list, null when unknown. */
  country: string | null;
  company_size: CompanySize | null;
  industry: Industry | null;
  job_function: JobFunction | null;
  seniority: Seniority | null;
  /** Who set job_function / seniority: "derived" from the job title until the member confirms. */
  job_function_source: FirmographicSource | null;
  seniority_source: FirmographicSource | null;
}

/**
 * What the job title suggests for seniority and job function (null: nothing), where the
 * member has not chosen: myprofile and profile-details answer it beside the user.
 */
export interface ProfileSuggestions {
  seniority: Seniority | null;
  job_function: JobFunction | null;
}

/** GET /user/protected/myprofile and PATCH /user/protected/profile-details. */
export interface MyProfileResponse {
  user: PublicUser;
  suggestions: ProfileSuggestions;
}

/** A brand a member belongs to. */
export interface UserBrand {
  id: number;
  name: string;
}

export interface LoginResponse {
  user: PublicUser;
  token: string;
}

export interface Company {
  id: number;
  name: string;
  base_url: string;
  logo_url: string;
  description: string;
  preferenceCount: number;
}

/** A company as its public registration page needs it: card fields plus its branding. */
export interface CompanyBrand extends Omit<Company, "preferenceCount">, Branding {
  /** Which firmographic fields the registration form asks (all five named; "off": not asked). */
  registration_fields: Record<FirmographicField, RegistrationFieldMode>;
}

/**
 * What a server-rendered registration page embeds for the app's first render
 * (`<script type="application/json" id="brand-bootstrap">`): the company its path names, or
 * null when no company has that code (the page is the Not found page).
 */
export interface BrandBootstrap {
  /** The code of the path, decoded and in lower case (`/cio-register` → "cio"). */
  code: string;
  company: CompanyBrand | null;
}

/** A whole HTML document the web app's server renderer produced for a path. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/**
 * The web app's server renderer (packages/web/src/ssr.tsx, built into dist-ssr/): the server
 * renders registration pages with it at request time, since brands are added at run time.
 */
export interface WebRenderer {
  renderRegistrationPage(template: string, bootstrap: BrandBootstrap): Promise<RenderedPage>;
  /** An event's public page (/events/{id}, issue 63); absent from renderers built before it. */
  renderEventPage?(template: string, bootstrap: EventPageBootstrap): Promise<RenderedPage>;
}

/**
 * An event as its public page shows it to anyone (issue 63): its time and place, its brand's
 * look and registration form, its sponsor, and where its seats stand. No join URL.
 */
export interface PublicEvent extends ResourceEvent {
  id: number;
  title: string;
  resource_url: string;
  image_bg: string;
  company: CompanyBrand;
  sponsor: SponsorBadge | null;
  /** Seats not taken yet; null: no limit. A full event takes registrations on its waitlist. */
  seats_left: number | null;
  waitlisted: number;
  /** Registration closes when it starts. */
  started: boolean;
  /**
   * The sponsor's share question a guest is asked on registering (issue 63), only while the
   * event's sponsor runs a campaign covering it with leads still wanted: its wording, and every
   * question (a profile question the guest's form answers is not asked again). `details`:
   * SPONSOR_SHARED_DETAILS, the work details the form gives to be named with them. Null: none.
   */
  sponsor_question: SponsorOffer | null;
}

/**
 * What the server-rendered event page embeds for the app's first render
 * (`<script type="application/json" id="event-bootstrap">`): the event of the path, or null
 * (no such resource, or not an event: the page is the Not found page, one for every such id).
 */
export interface EventPageBootstrap {
  event: PublicEvent | null;
}

export interface Preference {
  id: number;
  name: string;
  company_id: number;
}

export interface UserPreference {
  preference_id: number;
  preference: Preference;
}

export interface Resource {
  id: number;
  title: string;
  image_bg: string;
  resource_url: string;
  company_id: number;
  company: { id: number; name: string };
  preferences: { id: number; name: string }[];
  user: { firstname: string; lastname: string } | null;
  createdAt: string;
  updatedAt: string;
  updated_by: { name: string; at: string }[];
  /** Who sponsors it (issue 30); null: nobody. */
  sponsor: SponsorBadge | null;
  /** Its time and place when it is an event (issue 63); null for other resources. */
  event: ResourceEvent | null;
}

/**
 * POST /resources/filtered: a feed page, and where the page after it starts (send it back as
 * `cursor`); null when the page is empty, which ends the feed.
 */
export interface FeedPage {
  data: Resource[];
  next: string | null;
}

export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

/** A queued email as the admin's Mail section shows it (GET /mail). */
export interface MailQueueItem {
  id: number;
  to: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  last_error: string | null;
  created_at: string;
  /** When the next attempt is due; null for a failed message (it waits for a retry). */
  next_attempt_at: string | null;
}

/** GET /mail (admin): the delivery state of the mail queue. */
export interface MailQueueState {
  pending: number;
  failed: number;
  sent_last_24h: number;
  /** Mails a second each process hands the relay at most (MAIL_RATE_PER_SECOND); null: no cap. */
  rate_per_second: number | null;
  /** Newsletter mails a second each process sends at most (NEWSLETTER_RATE_PER_SECOND); null: no cap. */
  newsletter_rate_per_second: number | null;
  /** Newsletter mails of editions now sending, still to go. */
  newsletter_pending: number;
  /** Failed messages and pending ones that already failed at least once, newest first (≤ 50). */
  messages: MailQueueItem[];
}

/** One of a member's current consents (GET /user/protected/consents). */
export interface Consent {
  company_id: number;
  company_name: string;
  purpose: ConsentPurpose;
  granted: boolean;
  /** The wording the member agreed to or withdrew from (the current one if never recorded). */
  text: string;
  updated_at: string | null;
}

/** One entry of a member's consent history (GET /user/protected/consent-events). */
export interface ConsentEvent {
  id: number;
  company_id: number;
  company_name: string;
  purpose: LedgerPurpose;
  granted: boolean;
  text: string;
  text_version: number;
  source: ConsentSource;
  occurred_at: string;
  ip: string | null;
  user_agent: string | null;
  /** Staff who made the change, when it was not the member. */
  actor: { id: number; name: string } | null;
}

/** A brand's current consent wording of one purpose (GET /company/{id}/consent-texts). */
export interface ConsentText {
  purpose: ConsentPurpose;
  version: number;
  text: string;
}

/** What the unsubscribe page shows (GET /unsubscribe/{token}). */
export interface UnsubscribeTarget {
  company_name: string;
  purpose: ConsentPurpose;
  text: string;
  granted: boolean;
}

/**
 * Something an audit entry names, resolved when the log is read (GET /audit): shown as
 * `{label} {name}` ("campaign Q1 Nimbus"), the name a link to `href` when there is one.
 */
export interface AuditSubject {
  /** The target type, e.g. "campaign". */
  kind: string;
  id: string | null;
  /** The kind in words ("campaign", "lead destination"); "" for people and for gone things. */
  label: string;
  /** Its name now; once gone, the name the entry recorded, else "deleted campaign #7". */
  name: string;
  /** Where it is in the app; null when nowhere (or gone). */
  href: string | null;
  /** Deleted or erased since. */
  deleted: boolean;
}

/** One staff action (GET /audit). */
export interface AuditEntry {
  id: number;
  at: string;
  /** `name` is "deleted user #4" once erased; `href` opens them on the Users screen. */
  actor: {
    id: number;
    firstname: string;
    lastname: string;
    name: string;
    href: string | null;
  } | null;
  action: string;
  target_type: string;
  target_id: string | null;
  /** The target, by name; null when the entry has none (the demo data). */
  subject: AuditSubject | null;
  /** What the target belongs to: a campaign's sponsor, a preference's company, a lead's campaign. */
  parent: AuditSubject | null;
  summary: string;
  ip: string | null;
}

/** The admin dashboard's charts (GET /insights): every list already filtered by brand and period. */
export interface Insights {
  /** New members per brand and bucket (day, week or month; see INSIGHT_PERIODS), oldest first. */
  signups: { period_start: string; company_id: number; count: number }[];
  /** Per brand and purpose: members with it granted, of the members asked. */
  consentRates: { company_id: number; purpose: ConsentPurpose; granted: number; total: number }[];
  /** The 10 most opened resources of the period, most opened first. */
  topResources: { resource_id: number; title: string; opens: number; unique_members: number }[];
  /** Opens of the period per topic of the opened resources, most opened first. */
  opensByTopic: { preference_id: number; name: string; opens: number }[];
  /**
   * Per brand, its events that started within the period (issue 63): registrations holding a
   * seat, and of those whose attendance was imported, how many attended or did not show.
   */
  events: {
    company_id: number;
    events: number;
    registrations: number;
    attended: number;
    no_show: number;
  }[];
  /** Every brand's own colour (its registration page's primary colour), for its series. */
  brandColors: { company_id: number; color: string }[];
}

/** One resource's opens (GET /resources/{id}/opens, staff). */
export interface ResourceOpenFigures {
  opens: number;
  unique_members: number;
  opens_30d: number;
}

/**
 * Everything held about one member (GET /user/protected/my-data, and the admin's export): GDPR
 * articles 15 and 20. Names no other person: staff actions say what was done, not by whom.
 */
export interface MemberData {
  exported_at: string;
  profile: {
    id: number;
    firstname: string;
    lastname: string;
    email: string;
    mobile_number: string;
    user_company: string;
    job_title: string;
    /** Firmographics as stored (codes), null when unknown, and who set the derived two. */
    country: string | null;
    company_size: CompanySize | null;
    industry: Industry | null;
    job_function: JobFunction | null;
    job_function_source: FirmographicSource | null;
    seniority: Seniority | null;
    seniority_source: FirmographicSource | null;
    role: Role;
    created_at: string;
  };
  /** The brands the member belongs to: the one they joined through, then any other. */
  brands: { company_id: number; name: string; joined_at: string | null; source: string }[];
  topics: { company_id: number; company_name: string; preference_id: number; name: string }[];
  consents: {
    company_id: number;
    company_name: string;
    purpose: ConsentPurpose;
    granted: boolean;
    updated_at: string;
  }[];
  consent_history: {
    at: string;
    company_id: number;
    company_name: string;
    purpose: LedgerPurpose;
    /** The sponsor of a `sponsor` event. */
    sponsor: string | null;
    granted: boolean;
    source: string;
    wording_version: number | null;
    wording: string | null;
    ip: string | null;
    user_agent: string | null;
  }[];
  resource_opens: { resource_id: number; title: string; opened_at: string }[];
  /** Each newsletter edition made for them: what it was, and what became of their mail. */
  newsletters: {
    newsletter_id: number;
    company_name: string;
    subject: string;
    status: string;
    sent_at: string | null;
    bounced_at: string | null;
    complained_at: string | null;
  }[];
  /** What the mail relays reported about mail to them (bounces, complaints). */
  mail_events: { at: string; provider: string; kind: string; detail: string | null }[];
  /** The details they chose to share with sponsors: with whom, for which resource, when. */
  sponsor_shares: {
    at: string;
    sponsor: string;
    resource: string;
    campaign: string;
    /** The answers to the campaign's questions, by the question's wording. */
    answers: Record<string, string | string[]>;
  }[];
  /** Their registrations for events: what became of each, and whether they came. */
  event_registrations: {
    event_id: number;
    title: string;
    status: "registered" | "waitlisted" | "cancelled";
    attendance: "attended" | "no_show" | null;
    attended_minutes: number | null;
    registered_at: string;
    cancelled_at: string | null;
  }[];
  staff_actions: { at: string; action: string; summary: string }[];
}

/**
 * What a link to join another brand will do (POST /user/public/join/preview): the brand and
 * the topics and consents chosen on its registration page; nothing else about the member.
 */
export interface JoinPreview {
  company_id: number;
  company_name: string;
  topics: string[];
  /** Each of the brand's three consents as chosen, with the wording the page showed. */
  consents: { purpose: ConsentPurpose; granted: boolean; text: string }[];
  expires_at: string;
}

/** The answer of POST /user/public/join: the brand joined. */
export interface JoinAnswer {
  message: string;
  company_id: number;
  company_name: string;
}
