import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { webhookDeliveries, webhookEndpoints } from "../db/webhooks-schema";
import { purgeDeliveries } from "./delivery-queue";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoint = async (deleted = false) => {
  const [row] = await t.db
    .insert(webhookEndpoints)
    .values({
      url: "https://receiver.example/hook",
      events: ["member.created"],
      secret: "whsec_test",
      deletedAt: deleted ? new Date() : null,
    })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error("no endpoint");
  return row.id;
};

const deliveries = (endpointId: number, statuses: ("pending" | "done" | "failed")[]) =>
  t.db.insert(webhookDeliveries).values(
    statuses.map((status, i) => ({
      endpointId,
      messageId: `msg_${endpointId}_${i}`,
      eventType: "member.created",
      status,
    })),
  );

const statusesOf = async (endpointId: number) =>
  (
    await t.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(asc(webhookDeliveries.id))
  ).map((d) => d.status);

it("keeps each endpoint's newest deliveries and every pending one; a deleted endpoint keeps none", async () => {
  const a = await endpoint();
  const b = await endpoint();
  const gone = await endpoint(true);
  // Oldest first: a pending one among the old ones stays.
  await deliveries(a, ["done", "pending", "failed", "done", "done", "failed"]);
  await deliveries(b, ["done", "done"]);
  await deliveries(gone, ["done", "pending"]);

  await purgeDeliveries(t.db, 3);

  expect(await statusesOf(a)).toEqual(["pending", "done", "done", "failed"]);
  expect(await statusesOf(b)).toEqual(["done", "done"]);
  expect(await statusesOf(gone)).toEqual([]);
});
