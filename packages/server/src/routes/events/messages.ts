export const EVENT_NOT_FOUND = "Event not found.";
export const EVENT_STARTED = "This event has already started: registration is closed.";
export const EVENT_STARTED_CANCEL =
  "This event has already started: the registration can no longer be cancelled.";
export const REGISTRATION_NOT_FOUND = "You are not registered for this event.";
export const NOT_A_MEMBER = (brand: string) =>
  `Join the ${brand} community to register for its events.`;
