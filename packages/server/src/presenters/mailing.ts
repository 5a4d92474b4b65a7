import type { Mailing, MailingCounts } from "@sector/shared";
import type { MailingRow } from "../mailings/mailing-row";

/** A mailing as staff see it: its content, audience, state and counts, never its internal marks. */
export const presentMailing = (row: MailingRow, counts: MailingCounts): Mailing => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  purpose: row.purpose,
  segment_id: row.segmentId,
  segment_name: row.segmentName,
  rules: row.rules,
  subject: row.subject,
  preheader: row.preheader,
  body_markdown: row.bodyMarkdown,
  resource_ids: row.resourceIds,
  sponsor_id: row.sponsorId,
  sponsor_name: row.sponsorName,
  ab_test: row.abTest,
  status: row.status,
  send_at: row.sendAt?.toISOString() ?? null,
  frozen_at: row.frozenAt?.toISOString() ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  counts,
});
