import type { Newsletter, NewsletterCounts, NewsletterWithCounts } from "@sector/shared";
import type { newsletters } from "../db/newsletters-schema";

export type NewsletterRow = typeof newsletters.$inferSelect & { companyName: string };

/** An edition as staff see it: its content, state and window, never its internal marks. */
export const presentNewsletter = (row: NewsletterRow): Newsletter => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  status: row.status,
  subject: row.subject,
  intro: row.intro,
  window_start: row.windowStart.toISOString(),
  window_end: row.windowEnd?.toISOString() ?? null,
  send_at: row.sendAt?.toISOString() ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  week: row.week,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const presentNewsletterWithCounts = (
  row: NewsletterRow,
  counts: NewsletterCounts,
): NewsletterWithCounts => ({ ...presentNewsletter(row), counts });
