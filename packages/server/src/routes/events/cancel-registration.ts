import { eventParamsSchema } from "@sector/shared";
import { announceRegistration } from "../../events/announce-registration";
import { hasStarted, lockEvent } from "../../events/event-row";
import { cancelRegistration, lockRegistration } from "../../events/registrations";
import type { App } from "../../lib/app-type";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { presentRegistration } from "../../presenters/event-registration";
import { EVENT_NOT_FOUND, EVENT_STARTED_CANCEL, REGISTRATION_NOT_FOUND } from "./messages";
import { eventMailContext } from "./registration-context";

export const cancelRegistrationRoute = async (app: App) => {
  app.delete(
    "/:id/registrations",
    {
      schema: {
        tags: ["events"],
        summary:
          "Cancel the signed-in member's registration (its owner): 200 { registration } (cancelled; the same again when repeated), 404 when there is none, 409 once the event has started. A seat given back goes to the first on the waitlist, who is told by mail",
        params: eventParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "register", subject: "event" }),
    },
    async (request) => {
      const userId = actorOf(request).id;
      const context = eventMailContext(app);
      const cancelled = await app.db.transaction(async (tx) => {
        const event = await lockEvent(tx, request.params.id);
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        const registration = await lockRegistration(tx, event.id, userId);
        if (!registration) throw new NotFoundError(REGISTRATION_NOT_FOUND);
        if (registration.status === "cancelled") return registration;
        if (await hasStarted(tx, event.id)) throw new ConflictError(EVENT_STARTED_CANCEL);
        const { registration: row, promoted } = await cancelRegistration(tx, event, registration);
        // The cancellation of a seat removes the invite; a waitlist place had none to remove.
        const kind = registration.status === "registered" ? "cancelled" : "left_waitlist";
        await announceRegistration(tx, context, event, row, kind);
        for (const next of promoted)
          await announceRegistration(tx, context, event, next, "promoted");
        return row;
      });
      app.jobs.kick();
      return { registration: presentRegistration(cancelled) };
    },
  );
};
