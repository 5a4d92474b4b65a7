import { CONSENT_FLAGS, CONSENT_PURPOSES, type RegisterData } from "@sector/shared";
import type { FastifyRequest } from "fastify";
import { shownConsentTexts } from "../../consent/consent-texts";
import type { Executor } from "../../db/client";
import { enqueueJob } from "../../jobs/job-queue";
import type { App } from "../../lib/app-type";
import { joinBrandMail } from "../../mail/join-brand-mail";
import { alreadyRegisteredMail } from "../../mail/templates";
import { createJoinRequest, type JoinConsents } from "../../memberships/join-requests";
import type { UserWithCompany } from "../../presenters/user";

export interface RegisteringBrand {
  id: number;
  name: string;
  /** The topics chosen on its page, already checked to be this brand's. */
  topics: { id: number; name: string }[];
}

/**
 * A registration with an address that already has an account creates no second one and
 * answers exactly like a new registration (nothing to enumerate); only the owner's mailbox
 * learns what happened, in `tx`:
 * - a member of other brands gets a link to join this one with what they chose here
 *   (membership_requests; nothing changes until they confirm);
 * - a member already in this brand, and staff, get the notice that they have an account.
 */
export const answerKnownAddress = async (
  app: App,
  tx: Executor,
  request: FastifyRequest,
  member: UserWithCompany,
  brand: RegisteringBrand,
  data: RegisterData,
): Promise<void> => {
  const alreadyIn = member.joinedThru === brand.id || member.brands.some((b) => b.id === brand.id);
  if (alreadyIn || member.role !== "user") {
    await enqueueJob(
      tx,
      "mail",
      alreadyRegisteredMail({
        to: member.email,
        firstname: member.firstname,
        brand: brand.name,
        forgotUrl: `${app.config.publicUrl}/forgot-password`,
      }),
    );
    return;
  }

  const texts = await shownConsentTexts(tx, brand.id, data.consent_versions);
  const consents: JoinConsents = {
    granted: { newsletter: false, resources: false, partners: false },
    versions: { newsletter: 0, resources: 0, partners: 0 },
  };
  for (const purpose of CONSENT_PURPOSES) {
    const text = texts.get(purpose);
    if (!text) throw new Error(`no ${purpose} wording for company ${brand.id}`);
    consents.granted[purpose] = data[CONSENT_FLAGS[purpose]];
    consents.versions[purpose] = text.version;
  }
  const slug = await createJoinRequest(tx, {
    userId: member.id,
    companyId: brand.id,
    preferenceIds: brand.topics.map((t) => t.id),
    consents,
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
  });
  await enqueueJob(
    tx,
    "mail",
    joinBrandMail({
      to: member.email,
      firstname: member.firstname,
      brand: brand.name,
      topics: brand.topics.map((t) => t.name),
      consents: CONSENT_PURPOSES.filter((p) => consents.granted[p]).map(
        (p) => texts.get(p)?.text ?? "",
      ),
      link: `${app.config.publicUrl}/join/${slug}`,
    }),
  );
};
