import type { NewsletterPreview } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { newsletterDeliveries } from "../db/newsletters-schema";
import { users } from "../db/schema";
import { createResourceCache, type EditionRow, editionMailContext } from "./edition-context";
import { type MemberItems, memberItems } from "./member-items";
import { type MailContext, memberMail } from "./member-mail";

export interface LinkOptions {
  publicUrl: string;
  linkSecret: string;
  /** The member's links made inert (INERT_LINK_TOKEN, untracked): a preview for a non-admin. */
  inert?: boolean;
}

/**
 * One member's items of an edition: those frozen for them when it started sending, else what
 * the freeze would give them now (the window closing at this moment).
 */
export const editionItemsFor = async (
  db: Executor,
  edition: EditionRow,
  userId: number,
): Promise<MemberItems> => {
  if (edition.frozenAt) {
    const [row] = await db
      .select({ items: newsletterDeliveries.items, popular: newsletterDeliveries.popular })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.newsletterId, edition.id),
          eq(newsletterDeliveries.userId, userId),
        ),
      );
    return row ? { ...row, recipient: true } : { items: [], popular: false, recipient: false };
  }
  return memberItems(db, userId, {
    companyId: edition.companyId,
    windowStart: edition.windowStart,
    windowEnd: edition.windowEnd ?? new Date(),
    maxItems: edition.maxItems,
  });
};

/**
 * The mail a member gets (or would get) from an edition, exactly: null when there is no such
 * member. `test` makes the staff test mail: "[Test]" subject, the resources' own links (a test
 * click is nobody's click), and the unsubscribe link of `testRecipient` (the staff member).
 * `links.inert` keeps the member's links out of it (member-mail.ts, MailLinks).
 */
export const previewEdition = async (
  db: Executor,
  edition: EditionRow,
  userId: number,
  links: LinkOptions,
  test?: { to: string; userId: number },
): Promise<
  (NewsletterPreview & { ctx: MailContext; mail: ReturnType<typeof memberMail> | null }) | null
> => {
  const [member] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return null;
  const chosen = await editionItemsFor(db, edition, userId);
  const ctx = await editionMailContext(db, edition, links);
  const resources = createResourceCache(db);
  await resources.load(chosen.items);
  const items = resources.pick(chosen.items);
  const base = {
    subject: test ? `[Test] ${edition.subject}` : edition.subject,
    items: items.map((r) => ({ resource_id: r.id, title: r.title })),
    popular: items.length > 0 && chosen.popular,
    skipped: items.length === 0,
    recipient: chosen.recipient,
    ctx,
  };
  if (items.length === 0 && !test) return { ...base, html: "", text: "", mail: null };
  const mail = memberMail(
    ctx,
    {
      userId: test?.userId ?? member.id,
      email: test?.to ?? member.email,
      firstname: member.firstname,
      popular: chosen.popular,
      items,
    },
    { test: !!test, ...(links.inert && !test && { links: "inert" as const }) },
  );
  return { ...base, html: mail.html, text: mail.text, mail };
};
