import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type EditionWindow, itemsCtes, recipientsCte } from "./edition-items";

/**
 * Writes the edition's recipients and each one's items, in one INSERT…SELECT: who gets the
 * edition is decided at this moment, whatever consents change while it sends. A member with
 * nothing to read (no item of their own, and nothing popular) is written as skipped. Writing
 * twice adds nobody twice (the primary key).
 */
export const freezeRecipients = async (
  tx: Executor,
  newsletterId: number,
  w: EditionWindow,
): Promise<void> => {
  await tx.execute(sql`
    with ${itemsCtes(w)}, ${recipientsCte(w.companyId)}
    insert into "newsletter_deliveries" ("newsletter_id", "user_id", "status", "items", "popular")
    select ${newsletterId}, rc."user_id",
      case when mi."items" is not null or cardinality(p."items") > 0 then 'queued' else 'skipped' end,
      coalesce(mi."items", p."items"),
      mi."items" is null and cardinality(p."items") > 0
    from "recipients" rc
    cross join "popular" p
    left join "member_items" mi on mi."user_id" = rc."user_id"
    on conflict do nothing`);
};
