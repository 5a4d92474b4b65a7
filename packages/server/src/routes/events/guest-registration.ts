import { eventParamsSchema, guestEventRegistrationSchema } from "@sector/shared";
import type { Executor } from "../../db/client";
import { findUserByEmail } from "../../db/user-queries";
import { findEvent, hasStarted, lockEvent } from "../../events/event-row";
import { rehearseGuestRegistration, storeGuestRegistration } from "../../events/guest-registration";
import { checkGuestAnswers, guestSponsorQuestion } from "../../events/guest-sponsor-question";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { ConflictError, fieldError, NotFoundError } from "../../lib/errors";
import { shareResource } from "../../sponsors/share-resource";
import { kickJobsAfterAnswer } from "../accounts/after-answer";
import { signupRateLimits } from "../accounts/rate-limits";
import { type NewMember, storeNewMember } from "../accounts/register-new-member";
import { checkRegistrationBody, grantedOf } from "../accounts/registration-body";
import { GUEST_REGISTRATION_ANSWER, OTHER_BRAND } from "./guest-messages";
import { EVENT_NOT_FOUND, EVENT_STARTED } from "./messages";
import { eventMailContext } from "./registration-context";

/**
 * A guest registers from an event's public page (/events/{id}) with the brand's registration
 * form: the body, its rules and its messages are POST /user/public/register's. For a new address
 * one transaction stores the member exactly as registration does (membership, topics, consents,
 * member.created, the welcome mail) and their registration for the event (a seat or the
 * waitlist, its mail and event.registered). An address that has an account gets the same answer
 * as late, and nothing changes: a job mails its owner a link that registers them once opened
 * (src/events/guest-known-registration.ts). 409 once the event has started.
 *
 * `share` (the sponsor question the page asked, src/events/guest-sponsor-question.ts): its
 * answers are checked first, whatever the address (a wrong one: 400, nothing written). A new
 * member then shares in the same transaction, right after they exist, as POST
 * /resources/{id}/share does; one the campaign is not open to (its filters, its cap) is
 * registered without a lead, so the answer never differs from a known address's. A known
 * address's link carries the share, made as its owner on confirming. Registration alone shares
 * nothing.
 */
export const guestRegistrationRoute = async (app: App) => {
  app.post(
    "/:id/guest-registrations",
    {
      schema: {
        tags: ["events"],
        summary:
          "Register for an event from its public page as a guest, with the brand's registration body: a new address becomes a member and is registered (or waitlisted); a known one is mailed a confirm link. The same 201 answer either way; 409 once it has started. With `share`, also shares their details with the event's sponsor (the page's sponsor_question answered; 400 on a wrong answer): at once for a new address, on confirming the link for a known one",
        params: eventParamsSchema,
        body: guestEventRegistrationSchema,
      },
      // A registration as a brand's page makes one: the same counters.
      preHandler: signupRateLimits(app, "register"),
      onResponse: kickJobsAfterAnswer(app),
    },
    async (request, reply) => {
      const { share, ...data } = request.body;
      const eventId = request.params.id;
      const found = await findEvent(app.db, eventId);
      if (!found) throw new NotFoundError(EVENT_NOT_FOUND);
      if (data.company_id !== found.companyId) throw fieldError("company_id", OTHER_BRAND);
      const { company, topics: known } = await checkRegistrationBody(
        app.db,
        data,
        () => new NotFoundError(EVENT_NOT_FOUND),
      );
      if (found.startsAt.getTime() <= Date.now()) throw new ConflictError(EVENT_STARTED);
      const answers = share
        ? checkGuestAnswers(await guestSponsorQuestion(app.db, eventId), share.answers ?? {}, data)
        : null;
      const guestShare = answers && { version: share?.version ?? null, answers };

      const member: NewMember = {
        data,
        company: { id: company.id, name: company.name },
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        publicUrl: app.config.publicUrl,
      };
      const context = eventMailContext(app);
      const shareAs =
        guestShare &&
        (async (tx: Executor, userId: number) => {
          try {
            await shareResource(tx, {
              userId,
              resourceId: eventId,
              ...guestShare,
              ip: member.ip,
              userAgent: member.userAgent,
            });
          } catch (err) {
            // Not open to this member (the campaign's filters or cap): registered without a lead.
            if (!(err instanceof ConflictError)) throw err;
          }
        });
      const existing = await findUserByEmail(app.db, data.email);
      await app.db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
        if (await hasStarted(tx, eventId)) throw new ConflictError(EVENT_STARTED);
        const stored =
          !existing &&
          (await tx.transaction((savepoint) =>
            storeGuestRegistration(
              savepoint,
              data.email,
              event,
              context,
              (sp) => storeNewMember(sp, member),
              shareAs ?? undefined,
            ),
          ));
        if (stored) return;
        // An address that has an account (or just got one from a concurrent registration):
        // the same work done and undone, and one job queued, as a new address's request does.
        if (existing) {
          await rehearseGuestRegistration(
            tx,
            event,
            context,
            (sp, email) => storeNewMember(sp, { ...member, data: { ...data, email } }),
            shareAs ?? undefined,
          );
        }
        await enqueueJob(tx, "known-address-event-registration", {
          eventId: event.id,
          email: data.email,
          brand: { id: company.id, name: company.name, topics: known },
          granted: grantedOf(data),
          consentVersions: data.consent_versions ?? {},
          ip: member.ip,
          userAgent: member.userAgent,
          ...(guestShare && { share: guestShare }),
        });
      });
      return reply.status(201).send(GUEST_REGISTRATION_ANSWER);
    },
  );
};
