import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";
import { type EditionWindow, itemsCtes, recipientsCte } from "./edition-items";

export interface MemberItems {
  items: number[];
  popular: boolean;
  /** Whether they get the newsletter of the brand now (member, not erased, consent granted). */
  recipient: boolean;
}

/**
 * One member's items of an edition that has not frozen its recipients yet: the same statement
 * parts as the freeze (edition-items.ts), narrowed to them, so a preview is what they would get.
 */
export const memberItems = async (
  db: Executor,
  userId: number,
  w: EditionWindow,
): Promise<MemberItems> => {
  const result = await db.execute(sql`
    with ${itemsCtes(w, sql`${userId}`)}, ${recipientsCte(w.companyId, sql`${userId}`)}
    select mi."items", p."items" as "popular",
      exists (select 1 from "recipients") as "recipient"
    from "popular" p
    left join "member_items" mi on mi."user_id" = ${userId}`);
  const [row] = rowsOf<{ items: number[] | null; popular: number[]; recipient: boolean }>(result);
  const own = row?.items ?? null;
  if (own && own.length > 0) return { items: own, popular: false, recipient: !!row?.recipient };
  return { items: row?.popular ?? [], popular: true, recipient: !!row?.recipient };
};
