import type { EventMailContext } from "../../events/event-mail";
import type { EventSaveContext } from "../../events/save-event";
import type { App } from "../../lib/app-type";

/** Where the mail and invites of this deployment's events come from and point to. */
export const eventMailContext = (app: App): EventMailContext => ({
  publicUrl: app.config.publicUrl,
  fromAddress: app.mailer.fromAddress,
});

/** The same, with the reminders an event's new time is given (EVENT_REMINDERS). */
export const eventSaveContext = (app: App): EventSaveContext => ({
  ...eventMailContext(app),
  reminders: app.config.eventReminders ?? [],
});
