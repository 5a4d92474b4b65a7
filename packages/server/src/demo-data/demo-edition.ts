import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { newsletterClicks, newsletterDeliveries, newsletters } from "../db/newsletters-schema";
import { rowsOf } from "../db/rows";
import type { DemoBrand } from "./demo-catalogue";
import type { DemoClock } from "./demo-clock";
import type { LoadedMember, LoadedResource } from "./loaded-rows";

const DAY_MS = 86_400_000;

/**
 * One sent edition of `brand`, a week old, as the sending jobs leave one: window, frozen and
 * sent times, a delivery row marked sent per demo member of the brand with the items a member
 * of their topics gets (or the window's resources under "Popular this week"), and a few clicks.
 * Returns its id.
 */
export const writeDemoEdition = async (
  tx: Executor,
  {
    brand,
    resources,
    members,
    clock,
    now,
  }: {
    brand: DemoBrand;
    resources: LoadedResource[];
    members: LoadedMember[];
    clock: DemoClock;
    now: Date;
  },
): Promise<number> => {
  const windowStart = new Date(now.getTime() - 14 * DAY_MS);
  const windowEnd = new Date(now.getTime() - 7 * DAY_MS);
  const sentAt = new Date(windowEnd.getTime() + 4 * 60_000);
  // The ledger's last event when the recipients were frozen (what the counts read).
  const [mark] = rowsOf<{ id: number }>(
    await tx.execute(sql`select coalesce(max("id"), 0)::bigint as "id" from "consent_events"`),
  );
  const [edition] = await tx
    .insert(newsletters)
    .values({
      companyId: brand.id,
      status: "sent",
      subject: `The ${brand.name} week`,
      intro: "This week: the reports, whitepapers and events our members opened most.",
      windowStart,
      windowEnd,
      frozenAt: windowEnd,
      sentAt,
      consentEventMark: Number(mark?.id ?? 0),
      createdAt: windowEnd,
      updatedAt: sentAt,
    })
    .returning({ id: newsletters.id });
  if (!edition) throw new Error("demo data: the edition was not stored");

  const inWindow = resources
    .filter(
      (r) => r.companyId === brand.id && r.createdAt >= windowStart && r.createdAt < windowEnd,
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const recipients = members.filter((m) => m.companyIds.includes(brand.id));
  const deliveries = recipients.map((member, i) => {
    const chosen = inWindow.filter((r) => r.topicIds.some((t) => member.topicIds.includes(t)));
    const popular = chosen.length === 0;
    const items = (popular ? inWindow.slice(0, 3) : chosen).map((r) => r.id);
    return {
      newsletterId: edition.id,
      userId: member.id,
      // A member with nothing to read gets no mail, as in a real edition.
      status: items.length > 0 ? ("sent" as const) : ("skipped" as const),
      items,
      popular,
      messageId: `<newsletter-${edition.id}-${member.id}@demo.example.com>`,
      attempts: 1,
      runAt: windowEnd,
      firstAttemptAt: new Date(windowEnd.getTime() + i * 1000),
      sentAt: items.length > 0 ? new Date(windowEnd.getTime() + i * 1000 + 500) : null,
    };
  });
  if (deliveries.length > 0) await tx.insert(newsletterDeliveries).values(deliveries);
  // About half of the recipients followed a link.
  const clicks = deliveries
    .flatMap((d) => (d.sentAt && d.items[0] !== undefined && clock.random() < 0.5 ? [d] : []))
    .map((d) => ({
      newsletterId: edition.id,
      userId: d.userId,
      resourceId: d.items[0] as number,
      firstAt: new Date((d.sentAt as Date).getTime() + (1 + clock.below(48)) * 3_600_000),
      clicks: 1 + clock.below(2),
    }));
  if (clicks.length > 0) await tx.insert(newsletterClicks).values(clicks);
  return edition.id;
};
