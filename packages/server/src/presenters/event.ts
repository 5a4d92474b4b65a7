import type { EventRegistrant, MyEvent, StaffEvent } from "@sector/shared";
import type { eventRegistrations, events } from "../db/events-schema";
import { presentRegistration } from "./event-registration";
import { presentEventTimes } from "./resource";

type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** An event as staff read it: with its join link, its invite's SEQUENCE and its counts. */
export const presentStaffEvent = (row: {
  event: EventRow;
  title: string;
  resourceUrl: string;
  companyId: number;
  companyName: string;
  sponsorId: number | null;
  sponsorName: string | null;
  sponsorLogoUrl: string | null;
  registered: number | null;
  waitlisted: number | null;
  cancelled: number | null;
  attended: number | null;
  noShow: number | null;
}): StaffEvent => ({
  id: row.event.resourceId,
  title: row.title,
  resource_url: row.resourceUrl,
  company: { id: row.companyId, name: row.companyName },
  sponsor:
    row.sponsorId === null || row.sponsorName === null
      ? null
      : { id: row.sponsorId, name: row.sponsorName, logo_url: row.sponsorLogoUrl },
  ...presentEventTimes(row.event),
  join_url: row.event.joinUrl,
  sequence: row.event.sequence,
  counts: {
    registered: row.registered ?? 0,
    waitlisted: row.waitlisted ?? 0,
    cancelled: row.cancelled ?? 0,
    attended: row.attended ?? 0,
    no_show: row.noShow ?? 0,
  },
});

/** A registrant as admins read one: the registration and these member fields, nothing else. */
export const presentRegistrant = (row: {
  registration: RegistrationRow;
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  userCompany: string;
  jobTitle: string;
}): EventRegistrant => ({
  ...presentRegistration(row.registration),
  user: {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    user_company: row.userCompany,
    job_title: row.jobTitle,
  },
});

/** One of a member's events: the join link only while they hold a seat. */
export const presentMyEvent = (row: {
  registration: RegistrationRow;
  event: EventRow;
  title: string;
  resourceUrl: string;
  imageBg: string;
  companyId: number;
  companyName: string;
}): MyEvent => ({
  ...presentRegistration(row.registration),
  event: {
    id: row.event.resourceId,
    title: row.title,
    resource_url: row.resourceUrl,
    image_bg: row.imageBg,
    company: { id: row.companyId, name: row.companyName },
    ...presentEventTimes(row.event),
    join_url: row.registration.status === "registered" ? row.event.joinUrl : null,
  },
});
