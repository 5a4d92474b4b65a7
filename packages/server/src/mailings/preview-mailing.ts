import type { MailingPreview } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { consents, users } from "../db/schema";
import { createResourceCache } from "../newsletters/edition-context";
import { memberMail } from "../newsletters/member-mail";
import { type MailingArm, mailingMailContext } from "./mailing-context";
import type { MailingRow } from "./mailing-row";

/**
 * The mail a member gets (or would get) from a mailing, exactly, under arm `arm`: null when
 * there is no such member. `inert` keeps the member's links out (a preview for a non-admin);
 * `test` makes the staff test mail: "[Test]" subject, the links' own addresses and the staff
 * member's own unsubscribe link.
 */
export const previewMailing = async (
  db: Executor,
  mailing: MailingRow,
  userId: number,
  options: {
    publicUrl: string;
    linkSecret: string;
    arm: MailingArm;
    inert?: boolean;
    test?: { to: string; userId: number };
  },
): Promise<(MailingPreview & { mail: ReturnType<typeof memberMail> }) | null> => {
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      consentedAt: consents.updatedAt,
    })
    .from(users)
    .leftJoin(
      consents,
      and(
        eq(consents.userId, users.id),
        eq(consents.companyId, mailing.companyId),
        eq(consents.purpose, mailing.purpose),
        eq(consents.granted, true),
      ),
    )
    .where(eq(users.id, userId));
  if (!member) return null;
  const ctx = await mailingMailContext(db, mailing, options.arm, options);
  const resources = createResourceCache(db);
  await resources.load(mailing.resourceIds);
  const { test } = options;
  const mail = memberMail(
    ctx,
    {
      userId: test?.userId ?? member.id,
      email: test?.to ?? member.email,
      firstname: member.firstname,
      popular: false,
      items: resources.pick(mailing.resourceIds),
      consentedAt: member.consentedAt,
    },
    { test: !!test, ...(options.inert && !test && { links: "inert" as const }) },
  );
  return {
    subject: mail.subject,
    preheader: mailing.preheader,
    html: mail.html,
    text: mail.text,
    mail,
  };
};
