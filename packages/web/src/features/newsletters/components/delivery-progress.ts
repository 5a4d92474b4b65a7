import type { NewsletterCounts } from "@sector/shared";

/** How far an edition's sending has come: every recipient sent, failed or skipped is done. */
export function deliveryProgress(counts: NewsletterCounts) {
  const done = counts.sent + counts.failed + counts.skipped;
  const total = counts.recipients;
  // Done can pass the total only if the counts were read mid-change; never show past 100 %.
  const percent = total === 0 ? 0 : Math.min(100, Math.round((done / total) * 100));
  return { done: Math.min(done, total), total, percent };
}
