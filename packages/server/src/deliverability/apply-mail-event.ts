import type { ConsentPurpose } from "@sector/shared";
import { SOFT_BOUNCE_WINDOW_DAYS, SOFT_BOUNCES_TO_SUPPRESS } from "@sector/shared";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { currentConsent, recordConsent } from "../consent/consent-ledger";
import { currentConsentTexts } from "../consent/consent-texts";
import type { Database, Executor } from "../db/client";
import { mailEvents } from "../db/deliverability-schema";
import { mailings } from "../db/mailings-schema";
import { newsletterDeliveries, newsletters } from "../db/newsletters-schema";
import { users } from "../db/schema";
import type { MailEvent } from "./mail-event";
import { type SignatureUse, takeSignature } from "./signature-uses";
import { suppress } from "./suppression-list";

/** The edition mail an event concerns: its edition, brand and member. */
interface Delivery {
  newsletterId: number;
  companyId: number;
  userId: number;
  /** The consent the mail was sent under: the newsletter's, or a mailing's purpose. */
  purpose: ConsentPurpose;
}

const deliveryWhere = async (tx: Executor, where: ReturnType<typeof and>) => {
  const [row] = await tx
    .select({
      newsletterId: newsletterDeliveries.newsletterId,
      companyId: newsletters.companyId,
      userId: newsletterDeliveries.userId,
      purpose: sql<ConsentPurpose>`coalesce(${mailings.purpose}, 'newsletter')`,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
    .leftJoin(mailings, eq(mailings.newsletterId, newsletterDeliveries.newsletterId))
    .where(where)
    .limit(1);
  return row ?? null;
};

/** By Message-ID first, else by the custom variables we sent; the address must match either way. */
const findDelivery = async (tx: Executor, event: MailEvent): Promise<Delivery | null> => {
  const addressed = sql`lower(${users.email}) = ${event.email}`;
  const ofMember = sql`exists (select 1 from ${users} where ${users.id} = ${newsletterDeliveries.userId} and ${addressed})`;
  if (event.messageId) {
    const found = await deliveryWhere(
      tx,
      and(eq(newsletterDeliveries.messageId, event.messageId), ofMember),
    );
    if (found) return found;
  }
  if (event.tag) {
    return deliveryWhere(
      tx,
      and(
        eq(newsletterDeliveries.newsletterId, event.tag.newsletterId),
        eq(newsletterDeliveries.userId, event.tag.userId),
        ofMember,
      ),
    );
  }
  return null;
};

export type AppliedEvent = "applied" | "replayed";

/**
 * Records a relay's event and acts on it, in one transaction: the event's row and everything it
 * changes commit together, and a replay (same provider and event id) finds the row and changes
 * nothing.
 * - a hard bounce suppresses the address (reason `bounce`), and the edition counts it;
 * - the third soft bounce of an address within 30 days suppresses it too;
 * - a complaint suppresses the address (reason `complaint`) and withdraws the consent the mail
 *   was sent under (the brand's newsletter, or a mailing's purpose; ledger source `complaint`).
 * An address whose mail cannot be found is still suppressed.
 */
const recordMailEvent = async (tx: Executor, event: MailEvent): Promise<AppliedEvent> => {
  const delivery = await findDelivery(tx, event);
  const [member] = delivery
    ? [{ id: delivery.userId }]
    : await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${event.email}`)
        .limit(1);
  const [recorded] = await tx
    .insert(mailEvents)
    .values({
      provider: event.provider,
      providerEventId: event.eventId,
      kind: event.kind,
      email: event.email,
      messageId: event.messageId,
      newsletterId: delivery?.newsletterId ?? null,
      userId: member?.id ?? null,
      detail: event.detail,
    })
    .onConflictDoNothing({ target: [mailEvents.provider, mailEvents.providerEventId] })
    .returning({ id: mailEvents.id });
  if (!recorded) return "replayed";

  const ofDelivery = delivery
    ? and(
        eq(newsletterDeliveries.newsletterId, delivery.newsletterId),
        eq(newsletterDeliveries.userId, delivery.userId),
      )
    : null;

  switch (event.kind) {
    case "hard_bounce": {
      await suppress(tx, { email: event.email, reason: "bounce", detail: event.detail });
      if (ofDelivery) {
        await tx
          .update(newsletterDeliveries)
          .set({ bouncedAt: sql`coalesce(${newsletterDeliveries.bouncedAt}, now())` })
          .where(ofDelivery);
      }
      break;
    }
    case "soft_bounce": {
      const [recent] = await tx
        .select({ n: count() })
        .from(mailEvents)
        .where(
          and(
            eq(mailEvents.email, event.email),
            eq(mailEvents.kind, "soft_bounce"),
            gt(mailEvents.receivedAt, sql`now() - ${SOFT_BOUNCE_WINDOW_DAYS} * interval '1 day'`),
          ),
        );
      if ((recent?.n ?? 0) >= SOFT_BOUNCES_TO_SUPPRESS) {
        await suppress(tx, {
          email: event.email,
          reason: "bounce",
          detail: `${SOFT_BOUNCES_TO_SUPPRESS} soft bounces within ${SOFT_BOUNCE_WINDOW_DAYS} days`,
        });
      }
      break;
    }
    case "complaint": {
      await suppress(tx, { email: event.email, reason: "complaint", detail: event.detail });
      if (ofDelivery && delivery) {
        await tx
          .update(newsletterDeliveries)
          .set({ complainedAt: sql`coalesce(${newsletterDeliveries.complainedAt}, now())` })
          .where(ofDelivery);
        await withdrawMailConsent(tx, delivery);
      }
      break;
    }
    case "other":
      break;
  }
  return "applied";
};

/**
 * A request's events, each in its own transaction; or, when their signature covers no event
 * (`signature`), all in one transaction that first takes the signature (signature-uses.ts), so
 * that a captured signature carries no other events: null when it was taken before, and nothing
 * changed. Returns how many events were applied (not replays).
 */
export const applyMailEvents = async (
  db: Database,
  events: MailEvent[],
  signature: SignatureUse | null,
): Promise<number | null> => {
  const applyAll = async (apply: (event: MailEvent) => Promise<AppliedEvent>) => {
    let applied = 0;
    for (const event of events) if ((await apply(event)) === "applied") applied += 1;
    return applied;
  };
  if (!signature) {
    return applyAll((event) => db.transaction((tx) => recordMailEvent(tx, event)));
  }
  return db.transaction(async (tx) =>
    (await takeSignature(tx, signature)) ? applyAll((event) => recordMailEvent(tx, event)) : null,
  );
};

/**
 * The consent the complained-of mail was sent under (the brand's newsletter, or a mailing's
 * purpose), withdrawn once (if it is still granted).
 */
const withdrawMailConsent = async (tx: Executor, { userId, companyId, purpose }: Delivery) => {
  // Under the member's row lock, as every consent change: one withdrawal however many arrive.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const consent = await currentConsent(tx, userId, companyId, purpose);
  if (!consent?.granted) return;
  const text = (await currentConsentTexts(tx, companyId)).get(purpose);
  if (!text) return;
  await recordConsent(tx, {
    userId,
    companyId,
    purpose,
    granted: false,
    textId: text.id,
    source: "complaint",
  });
};
