import { NEWSLETTER_DEFAULT_MAX_ITEMS, type NewsletterSettings } from "@sector/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { newsletterSettings } from "../db/newsletters-schema";

/** A brand's settings, or what a brand without any has: off, Monday 08:00 UTC, 10 items. */
export const readNewsletterSettings = async (
  db: Executor,
  companyId: number,
): Promise<NewsletterSettings> => {
  const [row] = await db
    .select()
    .from(newsletterSettings)
    .where(eq(newsletterSettings.companyId, companyId));
  return {
    company_id: companyId,
    enabled: row?.enabled ?? false,
    weekday: row?.weekday ?? 1,
    hour: row?.hour ?? 8,
    timezone: row?.timezone ?? "UTC",
    from_name: row?.fromName ?? "",
    max_items: row?.maxItems ?? NEWSLETTER_DEFAULT_MAX_ITEMS,
  };
};
