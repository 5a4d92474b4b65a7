import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client";
import { type Placed, recordSet } from "./write-members";

/**
 * One audit entry per member an import created or merged into, naming the import and line and,
 * for each consent the line states, its original date and source: the consent ledger has no
 * column for where an imported consent was first given, so this is where that proof is kept
 * (append-only, and part of the member's own data export). No name or address: the entry
 * points at the member.
 */
export const recordImportedMembers = async (
  tx: Transaction,
  importId: number,
  entries: { placed: Placed; outcome: "created" | "merged" }[],
  brandNames: Map<number, string>,
  actorId: number | null,
) => {
  if (entries.length === 0) return;
  const rows = entries.map(({ placed: { line, member, userId }, outcome }) => {
    const consents = member.consents.map(
      (c) =>
        `${c.purpose} ${c.granted ? "granted" : "not granted"}${c.at ? ` at ${c.at}` : ""}${
          c.source ? `, source ${JSON.stringify(c.source)}` : ""
        }`,
    );
    const brand = brandNames.get(member.brandId) ?? String(member.brandId);
    return {
      target_id: String(userId),
      summary: [`import #${importId} line ${line}: ${outcome} (${brand})`, ...consents]
        .join("; ")
        .slice(0, 2000),
    };
  });
  // One JSON parameter, not seven per entry: a thousand entries cost one short statement.
  await tx.execute(sql`
    insert into audit_log (actor_id, action, target_type, target_id, summary)
    select ${actorId}::int, 'member.import', 'user', x.target_id, x.summary
    from ${recordSet(rows, "target_id text, summary text")}`);
};
