import { eventParamsSchema } from "@sector/shared";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { inviteFor } from "../../events/event-mail";
import { findEvent } from "../../events/event-row";
import { findRegistration } from "../../events/registrations";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { EVENT_NOT_FOUND, REGISTRATION_NOT_FOUND } from "./messages";
import { eventMailContext } from "./registration-context";

export const eventCalendarRoute = async (app: App) => {
  app.get(
    "/:id/calendar.ics",
    {
      schema: {
        tags: ["events"],
        summary:
          "The signed-in member's invite to an event they hold a seat at: text/calendar (METHOD:REQUEST, the event's UID and current SEQUENCE); 404 unless registered",
        params: eventParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = actorOf(request).id;
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
      const registration = await findRegistration(app.db, event.id, userId);
      if (registration?.status !== "registered") throw new NotFoundError(REGISTRATION_NOT_FOUND);
      const [member] = await app.db
        .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!member) throw new NotFoundError(REGISTRATION_NOT_FOUND);
      const ics = inviteFor(event, member, eventMailContext(app), "REQUEST");
      return reply
        .type("text/calendar; charset=utf-8; method=REQUEST")
        .header("content-disposition", `attachment; filename="event-${event.id}.ics"`)
        .header("cache-control", "private, no-store")
        .send(ics);
    },
  );
};
