import type { MailEventProvider } from "@sector/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailEventSignatures } from "../db/deliverability-schema";

/**
 * A relay's signature that covers no event (Mailgun signs only its timestamp and token): it
 * may carry one request's events, once. Remembered in the database, which every process behind
 * the proxy shares, until it expires; Mailgun's own advice is to refuse a token seen before.
 */
export interface SignatureUse {
  provider: MailEventProvider;
  /** The signature, lower-case hex. */
  signature: string;
  /** When its timestamp is too old for it to verify again: no need to remember it longer. */
  expiresAt: Date;
}

export const SIGNATURE_USED = "The event's signature was used before.";

/** Expired signatures removed per claim: the table stays about a day's worth of requests. */
const PRUNE_BATCH = 100;

/**
 * Takes the signature, in the caller's transaction (that of the events' effects, so that a
 * failed request leaves it free for the relay's retry): true the first time, false when it was
 * taken before. Atomic: of two requests with the same signature, the second waits for the
 * first's transaction on the key and then finds it. A few expired signatures go on the way.
 */
export const takeSignature = async (tx: Executor, use: SignatureUse): Promise<boolean> => {
  await tx.execute(sql`delete from ${mailEventSignatures} where (provider, signature) in (
    select provider, signature from ${mailEventSignatures}
    where ${mailEventSignatures.expiresAt} < now()
    order by ${mailEventSignatures.expiresAt} limit ${PRUNE_BATCH}
    for update skip locked)`);
  const taken = await tx
    .insert(mailEventSignatures)
    .values(use)
    .onConflictDoNothing()
    .returning({ signature: mailEventSignatures.signature });
  return taken.length > 0;
};
