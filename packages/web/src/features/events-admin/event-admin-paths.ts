/**
 * The staff screens of events. Not /events/{id}: that is the event's public page, which the
 * server renders for guests.
 */
export const EVENT_ADMIN_PATH = "/event-admin";
export const eventAdminPath = (id: number) => `/event-admin/${id}`;
