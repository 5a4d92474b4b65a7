import { JOIN_REQUEST_TTL_MS } from "@sector/shared";
import type { Database } from "../db/client";
import { findUserByEmail } from "../db/user-queries";
import { enqueueJob, type KnownAddressEventRegistration } from "../jobs/job-queue";
import { alreadyRegisteredMail } from "../mail/templates";
import { createJoinRequest, joinConsentsOf } from "../memberships/join-requests";
import { eventPageUrl } from "./event-mail";
import { findEvent } from "./event-row";
import { signGuestConfirmToken } from "./guest-confirm-token";
import { guestAlreadyRegisteredMail, guestConfirmMail } from "./guest-mail";
import { findRegistration } from "./registrations";

/** Where an emailed confirm link leads: the event's page, which confirms it on opening. */
export const guestConfirmUrl = (publicUrl: string, eventId: number, token: string) =>
  `${eventPageUrl(publicUrl, eventId)}?confirm_token=${encodeURIComponent(token)}`;

/**
 * A registration from an event's page with an address that already has an account, behind the
 * answer (src/routes/events/guest-registration.ts answered it exactly as a new address's, and
 * created nothing): only the owner's mailbox learns of it, here, in one transaction.
 * - A member gets a link that registers them once opened (someone else may have typed the
 *   address). A member of other brands only is also asked to join the event's brand with what
 *   they chose on its form (a membership request, applied with the registration on confirming,
 *   as src/memberships/known-registration.ts does for a brand's page). The sponsor share the
 *   guest chose rides in the link too: made as the member on confirming, never before.
 * - A member already registered (or waitlisted) is told so; staff get the "you have an
 *   account" notice, as on a brand's page.
 * An address whose account is gone, an event gone or begun: nothing. The job, which holds the
 * address, is then deleted.
 */
export const knownEventRegistrationHandler =
  ({
    db,
    publicUrl,
    secret,
    kick,
  }: {
    db: Database;
    publicUrl: string;
    /** Signs the confirm links (the JWT secret; a key of their own is derived from it). */
    secret: string;
    kick: () => void;
  }) =>
  async (job: KnownAddressEventRegistration): Promise<"forget"> => {
    const member = await findUserByEmail(db, job.email);
    if (!member || member.erasedAt !== null) return "forget";
    const event = await findEvent(db, job.eventId);
    if (!event || event.startsAt.getTime() <= Date.now()) return "forget";
    const { brand } = job;
    const alreadyIn =
      member.joinedThru === brand.id || member.brands.some((b) => b.id === brand.id);
    await db.transaction(async (tx) => {
      if (member.role !== "user") {
        await enqueueJob(
          tx,
          "mail",
          alreadyRegisteredMail({
            to: member.email,
            firstname: member.firstname,
            brand: brand.name,
            forgotUrl: `${publicUrl}/forgot-password`,
          }),
        );
        return;
      }
      const registration = await findRegistration(tx, event.id, member.id);
      if (alreadyIn && registration && registration.status !== "cancelled") {
        await enqueueJob(
          tx,
          "mail",
          guestAlreadyRegisteredMail({
            to: member.email,
            firstname: member.firstname,
            event,
            waitlisted: registration.status === "waitlisted",
            pageUrl: eventPageUrl(publicUrl, event.id),
          }),
        );
        return;
      }

      let joining: { slug: string; topics: string[]; consents: string[] } | null = null;
      if (!alreadyIn) {
        const { consents, grantedTexts } = await joinConsentsOf(tx, brand.id, job);
        const slug = await createJoinRequest(tx, {
          userId: member.id,
          companyId: brand.id,
          preferenceIds: brand.topics.map((t) => t.id),
          consents,
          ip: job.ip,
          userAgent: job.userAgent,
        });
        joining = {
          slug,
          topics: brand.topics.map((t) => t.name),
          consents: grantedTexts,
        };
      }
      // Valid until the event starts, and no longer than a join link (its request expires then).
      const exp = Math.min(event.startsAt.getTime(), Date.now() + JOIN_REQUEST_TTL_MS);
      const token = signGuestConfirmToken(secret, {
        u: member.id,
        e: event.id,
        exp,
        iat: Date.now(),
        ...(joining && { join: joining.slug }),
        ...(job.share && { share: job.share }),
      });
      await enqueueJob(
        tx,
        "mail",
        guestConfirmMail({
          to: member.email,
          firstname: member.firstname,
          event,
          joining: joining && {
            brand: brand.name,
            topics: joining.topics,
            consents: joining.consents,
          },
          link: guestConfirmUrl(publicUrl, event.id, token),
        }),
      );
    });
    kick();
    return "forget";
  };
