import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";
import { recipientsCte } from "./edition-items";

/**
 * How many members a brand's edition would go to if it were sent now: the rows the send's
 * freeze (freeze-recipients.ts) would write, from the same `recipients` rule, counted only (no
 * member's items are picked). The plan reads the brand's range of the partial index
 * consents_granted_members_idx, then each such member's membership and users row and one probe
 * of suppressions_email_idx (docs/newsletters.md#audience).
 */
export const countEditionAudience = async (db: Executor, companyId: number): Promise<number> => {
  const result = await db.execute(
    sql`with ${recipientsCte(companyId)} select count(*)::int as "n" from "recipients"`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
};
