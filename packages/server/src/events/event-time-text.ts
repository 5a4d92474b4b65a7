/**
 * An event's time as mail and the public page write it, in the event's own zone and named:
 * "Tuesday, December 1, 2026, 3:00 PM – 4:00 PM GMT (Europe/London)".
 */
export const eventTimeText = (event: { startsAt: Date; endsAt: Date; timezone: string }) => {
  const day = new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeZone: event.timezone,
  });
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: event.timezone,
  });
  const zone = new Intl.DateTimeFormat("en-US", {
    timeZoneName: "short",
    timeZone: event.timezone,
  })
    .formatToParts(event.startsAt)
    .find((part) => part.type === "timeZoneName")?.value;
  const sameDay = day.format(event.startsAt) === day.format(event.endsAt);
  const end = sameDay
    ? time.format(event.endsAt)
    : `${day.format(event.endsAt)}, ${time.format(event.endsAt)}`;
  return `${day.format(event.startsAt)}, ${time.format(event.startsAt)} – ${end} ${zone ?? ""} (${event.timezone})`.replace(
    "  ",
    " ",
  );
};
