import { randomUUID } from "node:crypto";
import { CONSENT_FLAGS, CONSENT_PURPOSES, type RegisterData } from "@sector/shared";
import { issuePasswordToken } from "../../auth/password-tokens";
import { recordConsent } from "../../consent/consent-ledger";
import { shownConsentTexts } from "../../consent/consent-texts";
import type { Executor } from "../../db/client";
import { userPreferences, users } from "../../db/schema";
import { newMemberColumns } from "../../firmographics/member-columns";
import type { MailMessage } from "../../mail/mailer";
import { welcomeMail } from "../../mail/templates";
import { addMembership } from "../../memberships/add-membership";
import { enqueueWebhookEvent } from "../../webhooks/enqueue";
import { memberCreatedEvent } from "../../webhooks/events";

export interface NewMember {
  data: RegisterData;
  /** The brand whose page it is. */
  company: { id: number; name: string };
  ip: string;
  userAgent: string | null;
  publicUrl: string;
}

/**
 * Stores a new member in `tx`: the users row, their first membership, their topics, the
 * ledger's proof of each consent (given or not, to the wording the page showed), member.created,
 * and their set-password link. Returns the welcome mail carrying that link, for the caller to
 * queue in the same transaction; null, having stored nothing, when the address has an account
 * already (a concurrent registration of it won).
 */
export const storeNewMember = async (
  tx: Executor,
  member: NewMember,
): Promise<MailMessage | null> => {
  const { data, company } = member;
  const [user] = await tx
    .insert(users)
    .values({
      firstname: data.firstname,
      lastname: data.lastname,
      email: data.email,
      mobileNumber: data.mobile_number,
      userCompany: data.user_company,
      jobTitle: data.job_title,
      joinedThru: company.id,
      newsletterFlag: data.newsletter_flag,
      resourcesFlag: data.resources_flag,
      partnersFlag: data.partners_flag,
      role: "user",
      ...newMemberColumns(data, data.job_title, "member"),
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, firstname: users.firstname });
  if (!user) return null;
  // The first brand: joined_thru, and the first of the member's memberships.
  await addMembership(tx, { userId: user.id, companyId: company.id, source: "registration" });
  await tx
    .insert(userPreferences)
    .values(data.preferences.map((preferenceId) => ({ userId: user.id, preferenceId })));
  const texts = await shownConsentTexts(tx, company.id, data.consent_versions);
  for (const purpose of CONSENT_PURPOSES) {
    const text = texts.get(purpose);
    if (!text) throw new Error(`no ${purpose} wording for company ${company.id}`);
    await recordConsent(
      tx,
      {
        userId: user.id,
        companyId: company.id,
        purpose,
        granted: data[CONSENT_FLAGS[purpose]],
        textId: text.id,
        source: "registration",
        ip: member.ip,
        userAgent: member.userAgent,
      },
      { flagsWritten: true },
    );
  }
  await enqueueWebhookEvent(tx, memberCreatedEvent(user.id, company.id));
  const slug = await issuePasswordToken(tx, user.id, "welcome");
  return welcomeMail({
    to: user.email,
    firstname: user.firstname,
    brand: company.name,
    link: `${member.publicUrl}/reset-password/${slug}`,
  });
};

/** Thrown to undo a rehearsal; never leaves rehearseNewMember. */
const UNDONE = Symbol("rehearsal undone");

/**
 * Does all of storeNewMember's work, in a savepoint as a new member's registration does it
 * (register.ts), for a stand-in address that no one can hold (the .invalid domain is reserved)
 * and undoes it (the savepoint rolled back): nothing of it stays. A registration of an address
 * that has an account runs it, so that it costs the request what a new member's does and its
 * answer comes as late: its time must not tell who is a member. What would make a new
 * member's registration fail (a brand without its consent wordings) fails it too.
 */
export const rehearseNewMember = async (tx: Executor, member: NewMember): Promise<void> => {
  const standIn = {
    ...member,
    data: { ...member.data, email: `${randomUUID()}@stand-in.invalid` },
  };
  try {
    await tx.transaction(async (savepoint) => {
      await storeNewMember(savepoint, standIn);
      throw UNDONE;
    });
  } catch (err) {
    if (err !== UNDONE) throw err;
  }
};
