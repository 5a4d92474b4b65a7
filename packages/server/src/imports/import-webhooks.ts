import type { Transaction } from "../db/client";
import { enqueueWebhookEvents } from "../webhooks/enqueue";
import { memberCreatedEvent, membershipAddedEvent } from "../webhooks/events";
import type { Placed } from "./write-members";

/**
 * The webhooks of a batch, in its transaction: member.created for each member it created,
 * membership.added for each existing member it added to a brand; queued together (one query
 * when no endpoint takes either).
 */
export const queueImportWebhooks = async (
  tx: Transaction,
  created: Placed[],
  merged: Placed[],
  addedMemberships: Set<string>,
) => {
  const joinedAt = new Date();
  await enqueueWebhookEvents(tx, [
    ...created.map(({ userId, member }) => memberCreatedEvent(userId, member.brandId, "import")),
    ...merged
      .filter(({ userId, member }) => addedMemberships.has(`${userId}:${member.brandId}`))
      .map(({ userId, member }) =>
        membershipAddedEvent({ userId, companyId: member.brandId, joinedAt, source: "import" }),
      ),
  ]);
};
