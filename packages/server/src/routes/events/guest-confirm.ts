import { eventParamsSchema } from "@sector/shared";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod/mini";
import { memberships, users } from "../../db/schema";
import { announceRegistration } from "../../events/announce-registration";
import { hasStarted, lockEvent } from "../../events/event-row";
import { verifyGuestConfirmToken } from "../../events/guest-confirm-token";
import { lockRegistration, registerMember } from "../../events/registrations";
import type { App } from "../../lib/app-type";
import { BadRequestError, ConflictError, fieldError, NotFoundError } from "../../lib/errors";
import { applyJoinRequest } from "../../memberships/apply-join-request";
import { claimJoinRequest } from "../../memberships/join-requests";
import { presentRegistration } from "../../presenters/event-registration";
import { shareResource } from "../../sponsors/share-resource";
import { signupRateLimits } from "../accounts/rate-limits";
import { CONFIRM_LINK_INVALID, confirmedText } from "./guest-messages";
import { EVENT_NOT_FOUND, EVENT_STARTED } from "./messages";
import { eventMailContext } from "./registration-context";

// A token carries the sponsor share the guest chose (its answers), so it may be long.
const TOKEN_MAX = 16_000;

const confirmSchema = z.object(
  {
    token: z
      .string({ error: CONFIRM_LINK_INVALID })
      .check(
        z.minLength(1, { error: CONFIRM_LINK_INVALID }),
        z.maxLength(TOKEN_MAX, { error: CONFIRM_LINK_INVALID }),
      ),
  },
  { error: CONFIRM_LINK_INVALID },
);

/**
 * The link mailed to a known address that registered from an event's page, opened: the page
 * posts its token here (a POST: a mail scanner fetching the link's page changes nothing). It
 * proves the mailbox, so its owner is registered (a seat or the waitlist, the event's mail and
 * event.registered), joining the event's brand first with what its form asked when the link
 * carries that request. Again: the same registration, 200. 409 once the event has started.
 * When the guest chose to share their details with the event's sponsor, the link carries it:
 * shared now as the member, with the checks of POST /resources/{id}/share; one that no longer
 * may be (the campaign ended or full, not open to them, an answer their profile now refuses)
 * registers them all the same, without a lead.
 */
export const guestConfirmRoute = async (app: App) => {
  app.post(
    "/:id/guest-registrations/confirm",
    {
      schema: {
        tags: ["events"],
        summary:
          "Confirm an emailed link of a registration from an event's page (a known address): registers its owner; 201 { message, registration }, 200 when already registered",
        params: eventParamsSchema,
        body: confirmSchema,
      },
      preHandler: signupRateLimits(app, "join"),
    },
    async (request, reply) => {
      const eventId = request.params.id;
      const claims = verifyGuestConfirmToken(app.config.jwtSecret, request.body.token, eventId);
      if (!claims) throw fieldError("token", CONFIRM_LINK_INVALID);
      const { registration, fresh, shared, title } = await app.db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        if (await hasStarted(tx, eventId)) throw new ConflictError(EVENT_STARTED);
        if (claims.join !== undefined) {
          const request = await claimJoinRequest(tx, claims.join);
          if (request && request.userId === claims.u && request.companyId === event.companyId) {
            await applyJoinRequest(tx, request);
          }
        }
        const [member] = await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(memberships, eq(memberships.userId, users.id))
          .where(
            and(
              eq(users.id, claims.u),
              eq(users.role, "user"),
              isNull(users.erasedAt),
              eq(memberships.companyId, event.companyId),
            ),
          );
        // Gone since, or its join request spent or expired without joining.
        if (!member) throw fieldError("token", CONFIRM_LINK_INVALID);
        // Cancelled after the link was made: the old link does not take it back.
        const before = await lockRegistration(tx, event.id, member.id);
        if (before?.cancelledAt && before.cancelledAt.getTime() > (claims.iat ?? 0)) {
          throw fieldError("token", CONFIRM_LINK_INVALID);
        }
        const result = await registerMember(tx, event, member.id, "event_page");
        if (result.fresh) {
          await announceRegistration(
            tx,
            eventMailContext(app),
            event,
            result.registration,
            result.registration.status === "registered" ? "registered" : "waitlisted",
          );
        }
        let shared = false;
        if (claims.share) {
          try {
            shared = (
              await shareResource(tx, {
                userId: member.id,
                resourceId: event.id,
                version: claims.share.version,
                answers: claims.share.answers,
                ip: request.ip,
                userAgent: request.headers["user-agent"] ?? null,
              })
            ).created;
          } catch (err) {
            if (!(err instanceof ConflictError || err instanceof BadRequestError)) throw err;
          }
        }
        return { ...result, shared, title: event.title };
      });
      if (fresh || shared) app.jobs.kick();
      return reply.status(fresh ? 201 : 200).send({
        message: confirmedText(title, registration.status === "waitlisted"),
        registration: presentRegistration(registration),
      });
    },
  );
};
