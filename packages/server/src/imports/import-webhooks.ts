import type { Transaction } from "../db/client";
import { enqueueWebhookEvent, wantsWebhookEvents } from "../webhooks/enqueue";
import { memberCreatedEvent, membershipAddedEvent } from "../webhooks/events";
import type { Placed } from "./write-members";

/**
 * The webhooks of a batch, in its transaction: member.created for each member it created,
 * membership.added for each existing member it added to a brand. Asked once per batch: with no
 * endpoint taking either, the batch builds no event.
 */
export const queueImportWebhooks = async (
  tx: Transaction,
  created: Placed[],
  merged: Placed[],
  addedMemberships: Set<string>,
) => {
  if (created.length + merged.length === 0) return;
  if (!(await wantsWebhookEvents(tx, ["member.created", "membership.added"]))) return;
  for (const { userId, member } of created) {
    await enqueueWebhookEvent(tx, memberCreatedEvent(userId, member.brandId, "import"));
  }
  const joinedAt = new Date();
  for (const { userId, member } of merged) {
    if (!addedMemberships.has(`${userId}:${member.brandId}`)) continue;
    await enqueueWebhookEvent(
      tx,
      membershipAddedEvent({ userId, companyId: member.brandId, joinedAt, source: "import" }),
    );
  }
};
