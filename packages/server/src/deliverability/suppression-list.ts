import type { SuppressionReason } from "@sector/shared";
import type { Executor } from "../db/client";
import { suppressions } from "../db/deliverability-schema";

export interface NewSuppression {
  /** Lower-cased by the caller's schema or here. */
  email: string;
  reason: SuppressionReason;
  detail?: string | null;
  createdBy?: number | null;
}

/**
 * Puts an address on the suppression list, in the caller's transaction. An address already on
 * it keeps its first reason; the answer says whether this call added it.
 */
export const suppress = async (tx: Executor, entry: NewSuppression) => {
  const [added] = await tx
    .insert(suppressions)
    .values({
      email: entry.email.toLowerCase(),
      reason: entry.reason,
      detail: entry.detail ?? null,
      createdBy: entry.createdBy ?? null,
    })
    .onConflictDoNothing({ target: suppressions.email })
    .returning({ id: suppressions.id });
  return added ?? null;
};
