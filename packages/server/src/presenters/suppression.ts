import type { Suppression } from "@sector/shared";
import type { suppressions } from "../db/deliverability-schema";

/** A suppression as the API shows it; who added it stays in the audit log. */
export const presentSuppression = (row: typeof suppressions.$inferSelect): Suppression => ({
  id: row.id,
  email: row.email,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  detail: row.detail,
});
