import type { SponsorBadge } from "./schemas/sponsors";

/*
 * Events (issue 63): what the answers of the event calls hold.
 */

/**
 * An event's time and place as every viewer sees it. The join URL is not here: registrants get
 * it (My events, the invite), staff from the event's own answer.
 */
export interface ResourceEvent {
  starts_at: string;
  ends_at: string;
  /** The IANA zone it is held in. */
  timezone: string;
  location: string | null;
  capacity: number | null;
}

/** An event with what staff see of it: the join URL and its registrations counted. */
export interface StaffEvent extends ResourceEvent {
  id: number;
  title: string;
  resource_url: string;
  company: { id: number; name: string };
  sponsor: SponsorBadge | null;
  join_url: string | null;
  sequence: number;
  counts: EventCounts;
}

export interface EventCounts {
  registered: number;
  waitlisted: number;
  cancelled: number;
  attended: number;
  no_show: number;
}

/** A registration as its member sees it. */
export interface EventRegistration {
  id: number;
  event_id: number;
  status: "registered" | "waitlisted" | "cancelled";
  /** Set by an attendance import. */
  attendance: "attended" | "no_show" | null;
  attended_minutes: number | null;
  created_at: string;
  cancelled_at: string | null;
}

/** One of "My events": the registration with its event (the join URL while registered). */
export interface MyEvent extends EventRegistration {
  event: ResourceEvent & {
    id: number;
    title: string;
    resource_url: string;
    image_bg: string;
    company: { id: number; name: string };
    join_url: string | null;
  };
}

/** A registrant as staff see one (the registrant table, its CSV). */
export interface EventRegistrant extends EventRegistration {
  user: {
    id: number;
    firstname: string;
    lastname: string;
    email: string;
    user_company: string;
    job_title: string;
  };
}

/** The kind of attendance file an import read, as recognised by its header. */
export type AttendanceFormat = "zoom" | "teams" | "generic";

/** What an attendance import did (POST /events/{id}/attendance answers it as `report`). */
export interface AttendanceReport {
  format: AttendanceFormat;
  /** The participant rows the file held. */
  rows: number;
  /** Registered members found in the file: marked attended. */
  attended: number;
  /** Registered members not in it: marked no-show. */
  no_show: number;
  /** Addresses in the file that are not registered for the event (waitlisted, cancelled or no
   * registration at all), sorted: nobody is created or marked for them. */
  unknown: string[];
}
