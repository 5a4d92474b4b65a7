import { zodResolver } from "@hookform/resolvers/zod";
import type { EventFieldsInput, ResourceEvent } from "@sector/shared";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { isoToWallClock, viewerTimeZone, wallClockToIso } from "../../lib/event-time";

/**
 * The "This is an event" part of the resource forms (issue 63) as the inputs hold it: start and
 * end on the wall clock of the chosen zone (datetime-local values), capacity as typed.
 */
export interface EventFormValues {
  enabled: boolean;
  starts_at: string;
  ends_at: string;
  timezone: string;
  location: string;
  join_url: string;
  capacity: string;
}

/** The event fields in the form's order: the order of the upload form's error toasts. */
export const EVENT_FIELDS = [
  "starts_at",
  "ends_at",
  "timezone",
  "location",
  "join_url",
  "capacity",
] as const;

export const EVENT_START_REQUIRED = "Enter when the event starts.";
export const EVENT_END_REQUIRED = "Enter when the event ends.";

/** Not an event yet: the zone the browser is set to, ready for when it becomes one. */
export const noEvent = (): EventFormValues => ({
  enabled: false,
  starts_at: "",
  ends_at: "",
  timezone: viewerTimeZone(),
  location: "",
  join_url: "",
  capacity: "",
});

/** A saved event as the inputs show it: its times on its own zone's clock. */
export function eventFormValues(
  event: ResourceEvent | null | undefined,
  joinUrl: string | null = null,
): EventFormValues {
  if (!event) return noEvent();
  return {
    enabled: true,
    starts_at: isoToWallClock(event.starts_at, event.timezone),
    ends_at: isoToWallClock(event.ends_at, event.timezone),
    timezone: event.timezone,
    location: event.location ?? "",
    join_url: joinUrl ?? "",
    capacity: event.capacity === null ? "" : String(event.capacity),
  };
}

/**
 * What the API takes as `event`: null when the box is not ticked; the wall-clock times read
 * in the chosen zone and sent as UTC moments ("" when empty or unreadable, which the schema
 * refuses); an empty capacity as none.
 */
export function eventPayload(values: EventFormValues): EventFieldsInput | null {
  if (!values.enabled) return null;
  const capacity = values.capacity.trim();
  return {
    starts_at: wallClockToIso(values.starts_at, values.timezone) ?? "",
    ends_at: wallClockToIso(values.ends_at, values.timezone) ?? "",
    timezone: values.timezone,
    location: values.location,
    join_url: values.join_url,
    capacity: capacity === "" ? null : Number(capacity),
  };
}

/**
 * A resource form's resolver: `schema` (createResourceSchema, updateResourceSchema) checks the
 * values with `event` turned into what the API takes, so its messages land on the event's
 * inputs (errors.event.starts_at, ...) and the valid data holds the event ready to send. An
 * empty start or end says so in words of its own.
 */
export function resolverWithEvent<Values extends FieldValues & { event: EventFormValues }, Data>(
  schema: $ZodType<unknown, FieldValues>,
): Resolver<Values, unknown, Data> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, Data>;
  return async (values, context, options) => {
    const result = await resolve(
      { ...values, event: eventPayload(values.event) },
      context,
      options as never,
    );
    const errors = result.errors as FieldErrors<{ event: Record<string, unknown> }>;
    const event = errors.event as Record<string, FieldError | undefined> | undefined;
    if (event?.starts_at && values.event.starts_at === "") {
      event.starts_at = { ...event.starts_at, message: EVENT_START_REQUIRED };
    }
    if (event?.ends_at && values.event.ends_at === "") {
      event.ends_at = { ...event.ends_at, message: EVENT_END_REQUIRED };
    }
    return result as never;
  };
}

/** The event's messages among a form's errors, in the form's order. */
export function eventErrorMessages(errors: FieldErrors<{ event: EventFormValues }>): string[] {
  return EVENT_FIELDS.flatMap((field) => errors.event?.[field]?.message ?? []);
}
