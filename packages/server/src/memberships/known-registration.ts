import type { Database } from "../db/client";
import { findUserByEmail } from "../db/user-queries";
import { enqueueJob, type KnownAddressRegistration } from "../jobs/job-queue";
import { joinBrandMail } from "../mail/join-brand-mail";
import { alreadyRegisteredMail } from "../mail/templates";
import { createJoinRequest, joinConsentsOf } from "./join-requests";

/**
 * A registration with an address that already has an account, behind the answer: the request
 * created no second account and answered exactly like a new registration (nothing to enumerate,
 * by its words or by its time: src/routes/accounts/register.ts); only the owner's mailbox
 * learns what happened, here, in one transaction:
 * - a member of other brands gets a link to join this one with what they chose there
 *   (membership_requests; nothing changes until they confirm);
 * - a member already in this brand, and staff, get the notice that they have an account.
 * An address whose account is gone since (erased) gets nothing. Then the job, which holds what
 * the registration asked for, is deleted ("forget").
 */
export const knownRegistrationHandler =
  ({ db, publicUrl, kick }: { db: Database; publicUrl: string; kick: () => void }) =>
  async (registration: KnownAddressRegistration): Promise<"forget"> => {
    const member = await findUserByEmail(db, registration.email);
    if (!member || member.erasedAt !== null) return "forget";
    const { brand } = registration;
    const alreadyIn =
      member.joinedThru === brand.id || member.brands.some((b) => b.id === brand.id);
    await db.transaction(async (tx) => {
      if (alreadyIn || member.role !== "user") {
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

      const { consents, grantedTexts } = await joinConsentsOf(tx, brand.id, registration);
      const slug = await createJoinRequest(tx, {
        userId: member.id,
        companyId: brand.id,
        preferenceIds: brand.topics.map((t) => t.id),
        consents,
        ip: registration.ip,
        userAgent: registration.userAgent,
      });
      await enqueueJob(
        tx,
        "mail",
        joinBrandMail({
          to: member.email,
          firstname: member.firstname,
          brand: brand.name,
          topics: brand.topics.map((t) => t.name),
          consents: grantedTexts,
          link: `${publicUrl}/join/${slug}`,
        }),
      );
    });
    kick();
    return "forget";
  };
