import { z } from "zod/mini";
import { isHttpUrl, isTimeZone, preprocess, storableText, strictId } from "./fields";

/*
 * Events (issue 63): a resource with a time. What staff enter with a resource, what members and
 * guests send to register, and what the answers hold.
 */

export const EVENT_STARTS_MESSAGE = "Start must be a date and time, e.g. 2026-12-01T15:00Z.";
export const EVENT_ENDS_MESSAGE = "End must be a date and time after the start.";
export const EVENT_TIMEZONE_MESSAGE = "Time zone must be an IANA zone, e.g. Europe/London.";
export const EVENT_CAPACITY_MESSAGE = "Capacity must be a whole number from 1 to 100000.";
export const EVENT_JOIN_URL_MESSAGE = "Join URL must be a valid web address.";
export const EVENT_MESSAGE = "Event must be an object with a start, an end and a time zone.";
export const EVENT_CAPACITY_MAX = 100_000;

/** An ISO 8601 date-time with its offset (Z or ±hh:mm), as JSON carries one. */
const dateTime = (message: string) =>
  storableText(message).check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, {
      error: message,
    }),
    z.refine((v) => !Number.isNaN(Date.parse(v)), { error: message }),
  );

const optionalText = (max: number, message: string) =>
  z.optional(
    z.pipe(
      z.nullable(storableText(message).check(z.trim(), z.maxLength(max, { error: message }))),
      z.transform((v) => (v === null || v === "" ? null : v)),
    ),
  );

/** An event's time and place, as staff enter it with a resource. */
export const eventFieldsSchema = z
  .object(
    {
      starts_at: dateTime(EVENT_STARTS_MESSAGE),
      ends_at: dateTime(EVENT_ENDS_MESSAGE),
      timezone: storableText(EVENT_TIMEZONE_MESSAGE).check(
        z.trim(),
        z.refine(isTimeZone, { error: EVENT_TIMEZONE_MESSAGE }),
      ),
      location: optionalText(300, "Location must be at most 300 characters."),
      join_url: z.optional(
        z.pipe(
          z.nullable(
            storableText(EVENT_JOIN_URL_MESSAGE).check(
              z.trim(),
              z.maxLength(2000, { error: EVENT_JOIN_URL_MESSAGE }),
              z.refine((v) => v === "" || isHttpUrl(v), { error: EVENT_JOIN_URL_MESSAGE }),
            ),
          ),
          z.transform((v) => (v === null || v === "" ? null : v)),
        ),
      ),
      capacity: z.optional(
        z.nullable(
          z
            .number({ error: EVENT_CAPACITY_MESSAGE })
            .check(
              z.int({ error: EVENT_CAPACITY_MESSAGE }),
              z.minimum(1, { error: EVENT_CAPACITY_MESSAGE }),
              z.maximum(EVENT_CAPACITY_MAX, { error: EVENT_CAPACITY_MESSAGE }),
            ),
        ),
      ),
    },
    { error: EVENT_MESSAGE },
  )
  .check(
    z.refine((e) => Date.parse(e.ends_at) >= Date.parse(e.starts_at), {
      error: EVENT_ENDS_MESSAGE,
      path: ["ends_at"],
    }),
  );
export type EventFields = z.output<typeof eventFieldsSchema>;
export type EventFieldsInput = z.input<typeof eventFieldsSchema>;

/** A resource body's `event`: absent (unchanged), null (none) or the event's fields. */
export const eventField = z.optional(z.nullable(eventFieldsSchema));

/** Path of the event calls: the event's resource id. */
export const eventParamsSchema = z.object({ id: strictId("Invalid event id.") });

export const EVENT_REGISTRATION_STATUSES = ["registered", "waitlisted", "cancelled"] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];
export type EventAttendance = "attended" | "no_show";

/** A reminder's lead time as written in EVENT_REMINDERS: "24h", "1h", "30m", "2d". */
export type EventReminder = string;

/** The registrant table's query (staff). */
export const eventRegistrantsQuerySchema = z.object({
  search: z.optional(
    storableText("Search must be text.").check(
      z.trim(),
      z.maxLength(200, { error: "Search is too long." }),
    ),
  ),
  status: z.optional(
    z.enum(["registered", "waitlisted", "cancelled", "attended", "no_show"], {
      error: "Unknown status.",
    }),
  ),
});

/** GET /api/events (staff): upcoming or past events, of one brand or all. */
export const eventListQuerySchema = z.object({
  when: z._default(
    z.enum(["upcoming", "past"], { error: 'When must be "upcoming" or "past".' }),
    "upcoming",
  ),
  company_id: preprocess(
    (v) => (v === "" ? undefined : v),
    z.optional(strictId("Invalid company.")),
  ),
});
