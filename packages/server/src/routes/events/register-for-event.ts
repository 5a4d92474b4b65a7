import { eventParamsSchema, eventRegistrationSchema } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { memberships } from "../../db/schema";
import { announceRegistration } from "../../events/announce-registration";
import { hasStarted, lockEvent } from "../../events/event-row";
import { registerMember } from "../../events/registrations";
import type { App } from "../../lib/app-type";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/errors";
import { actorOf } from "../../plugins/authenticate";
import { presentRegistration } from "../../presenters/event-registration";
import { shareResource } from "../../sponsors/share-resource";
import { EVENT_NOT_FOUND, EVENT_STARTED, NOT_A_MEMBER } from "./messages";
import { eventMailContext } from "./registration-context";

export const registerForEventRoute = async (app: App) => {
  app.post(
    "/:id/registrations",
    {
      schema: {
        tags: ["events"],
        summary:
          "Register the signed-in member for an event of one of their brands (member): 201 { registration } (registered, or waitlisted when full), 200 the same one when repeated, 409 once it has started. With `share`, also shares their details with the event's sponsor (as POST /resources/{id}/share) in the same transaction: a wrong answer is a 400 and nothing is kept; a campaign no longer open to them registers them without a lead",
        params: eventParamsSchema,
        body: eventRegistrationSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "register", subject: "event" }),
    },
    async (request, reply) => {
      const userId = actorOf(request).id;
      const share = request.body?.share ?? null;
      const { registration, fresh } = await app.db.transaction(async (tx) => {
        const event = await lockEvent(tx, request.params.id);
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        const [member] = await tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.userId, userId), eq(memberships.companyId, event.companyId)));
        if (!member) throw new ForbiddenError(NOT_A_MEMBER(event.companyName));
        const started = await hasStarted(tx, event.id);
        const result = await registerMember(tx, event, userId, "member");
        if (result.fresh && started) throw new ConflictError(EVENT_STARTED);
        if (result.fresh) {
          await announceRegistration(
            tx,
            eventMailContext(app),
            event,
            result.registration,
            result.registration.status === "registered" ? "registered" : "waitlisted",
          );
        }
        // Once begun, a repeated registration shares nothing either.
        if (share && !started) {
          try {
            await shareResource(tx, {
              userId,
              resourceId: event.id,
              version: share.version ?? null,
              answers: share.answers ?? {},
              ip: request.ip,
              userAgent: request.headers["user-agent"] ?? null,
            });
          } catch (err) {
            // The campaign closed to them meanwhile (ended, its cap, its filters): registered
            // without a lead, as on the event's page. A wrong answer is still a 400 (nothing kept).
            if (!(err instanceof ConflictError)) throw err;
          }
        }
        return result;
      });
      if (fresh || share) app.jobs.kick();
      return reply
        .status(fresh ? 201 : 200)
        .send({ registration: presentRegistration(registration) });
    },
  );
};
