import type { App } from "../../lib/app-type";
import { attendanceImportRoute } from "./attendance-import";
import { cancelRegistrationRoute } from "./cancel-registration";

export { myEventsRoute } from "./my-events";

import { eventCalendarRoute } from "./event-calendar";
import { guestConfirmRoute } from "./guest-confirm";
import { guestEventPageRoute } from "./guest-event-page";
import { guestRegistrationRoute } from "./guest-registration";
import { staffEventRoutes } from "./list-events";
import { registerForEventRoute } from "./register-for-event";
import { registrantsCsvRoute } from "./registrants-csv";

/** /api/events (issue 63): registration and invites (members), the events screen (staff). */
export const eventRoutes = async (app: App) => {
  await app.register(registerForEventRoute);
  await app.register(cancelRegistrationRoute);
  await app.register(eventCalendarRoute);
  await app.register(staffEventRoutes);
  await app.register(registrantsCsvRoute);
  await app.register(attendanceImportRoute);
  // The public page's calls (guests): the page's data, registration, the emailed confirm link.
  await app.register(guestEventPageRoute);
  await app.register(guestRegistrationRoute);
  await app.register(guestConfirmRoute);
};
