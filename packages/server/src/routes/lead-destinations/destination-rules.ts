import type { LeadDestinationKindName } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import type { WebhookAddressPolicy } from "../../config";
import type { Executor } from "../../db/client";
import { leadDestinations } from "../../db/lead-delivery-schema";
import { webhookEndpoints } from "../../db/webhooks-schema";
import { fieldError } from "../../lib/errors";
import { urlAddressProblem } from "../../webhooks/address-policy";
import { generateWebhookSecret } from "../../webhooks/secret";

export const SPONSOR_NOT_FOUND = "No such sponsor.";

/** The settings that name where a destination connects, per kind. */
const URL_SETTINGS: Record<LeadDestinationKindName, readonly string[]> = {
  hubspot: ["base_url"],
  salesforce: ["login_url", "base_url"],
  marketo: ["base_url"],
  sftp: [],
  https: ["url"],
};

/**
 * Where a destination leads follows the webhooks' address policy (no private or loopback hosts
 * in production unless WEBHOOKS_ALLOW_PRIVATE=1), checked now and again at each delivery.
 */
export const checkAddresses = async (
  kind: LeadDestinationKindName,
  settings: Record<string, unknown>,
  policy: WebhookAddressPolicy,
): Promise<void> => {
  for (const name of URL_SETTINGS[kind]) {
    const value = settings[name];
    if (typeof value !== "string") continue;
    const problem = await urlAddressProblem(new URL(value), policy);
    if (problem) throw fieldError(`settings.${name}`, problem);
  }
  if (kind === "sftp" && typeof settings.host === "string") {
    const problem = await urlAddressProblem(new URL(`https://${settings.host}`), policy);
    if (problem) throw fieldError("settings.host", problem);
  }
};

/**
 * An https destination keeps a webhook endpoint limited to its sponsor for lead.created: made
 * with it, following its URL and its active switch (paused while inactive), deleted with it.
 * Other kinds keep none.
 */
export const syncWebhook = async (tx: Executor, destinationId: number, deleted = false) => {
  const [d] = await tx
    .select()
    .from(leadDestinations)
    .where(eq(leadDestinations.id, destinationId));
  if (d?.kind !== "https") return;
  const url = String(d.settings.url);
  if (deleted) {
    if (d.webhookId !== null) {
      await tx
        .update(webhookEndpoints)
        .set({ deletedAt: sql`now()`, leaseToken: null, lockedUntil: null })
        .where(eq(webhookEndpoints.id, d.webhookId));
    }
    return;
  }
  const paused = d.active
    ? { pausedAt: null, pauseReason: null }
    : { pausedAt: sql`now()`, pauseReason: "admin" as const };
  if (d.webhookId === null) {
    const [endpoint] = await tx
      .insert(webhookEndpoints)
      .values({
        url,
        events: ["lead.created"],
        sponsorId: d.sponsorId,
        secret: generateWebhookSecret(),
        ...paused,
      })
      .returning({ id: webhookEndpoints.id });
    if (!endpoint) throw new Error("webhook endpoint not stored");
    await tx
      .update(leadDestinations)
      .set({ webhookId: endpoint.id })
      .where(eq(leadDestinations.id, destinationId));
    return;
  }
  await tx
    .update(webhookEndpoints)
    .set({ url, ...paused, updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, d.webhookId));
};
