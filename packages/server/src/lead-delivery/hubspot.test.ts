import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type HubspotFake, startHubspotFake } from "../../test/fakes/hubspot-fake";
import type { DeliveryContext, MappedLead } from "./adapter";
import { hubspotKind, retryAfterMs } from "./hubspot";

const context = (): DeliveryContext => ({
  addressPolicy: "loopback",
  timeoutMs: 2000,
  signal: new AbortController().signal,
});

const lead = (leadId: number, email: string, extra: Record<string, string> = {}): MappedLead => ({
  leadId,
  test: false,
  email,
  campaign: { id: 1, name: "Spring" },
  day: "2026-05-01",
  record: { email, firstname: `First ${leadId}`, ...extra },
});

describe("HubSpot destination through the official client", () => {
  let fake: HubspotFake;
  const settings = () => ({ access_token: fake.token, base_url: fake.url });
  beforeAll(async () => {
    fake = await startHubspotFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.recover();
    fake.contacts.clear();
    fake.upserts.length = 0;
  });

  it("upserts contacts by email, 100 a call, once per address, and adds them to the list", async () => {
    const leads = Array.from({ length: 100 }, (_, i) => lead(i + 1, `m${i}@acme.test`));
    // The same member for two campaigns in one batch: one input, both leads delivered.
    leads[99] = lead(100, "m0@acme.test", { lastname: "Again" });
    const outcomes = await hubspotKind.deliver({ ...settings(), list_id: "77" }, leads, context());
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(fake.violations).toEqual([]);
    expect(fake.upserts).toHaveLength(1);
    expect(fake.contacts.size).toBe(99);
    expect(fake.contacts.get("m0@acme.test")?.properties).toMatchObject({ lastname: "Again" });
    expect(fake.lists.get("77")?.size).toBe(99);
    // Again: the same contacts updated, none added.
    await hubspotKind.deliver(settings(), leads.slice(0, 3), context());
    expect(fake.contacts.size).toBe(99);
    expect(fake.contacts.get("m1@acme.test")?.writes).toBe(2);
  });

  it("a 429 is retryable after HubSpot's Retry-After; a validation error or a bad token is not", async () => {
    fake.fail({ kind: "rate-limit", retryAfterSeconds: 3 }, 1);
    const [limited] = await hubspotKind.deliver(settings(), [lead(1, "a@acme.test")], context());
    expect(limited).toMatchObject({ ok: false, retryable: true, retryAfterMs: 3000 });
    fake.fail({ kind: "validation" }, 1);
    const [refused] = await hubspotKind.deliver(settings(), [lead(1, "a@acme.test")], context());
    expect(refused).toMatchObject({ ok: false, retryable: false });
    expect(refused?.ok === false && refused.error).toMatch(/HubSpot answered 400: Property values/);
    const [token] = await hubspotKind.deliver(
      { ...settings(), access_token: "wrong" },
      [lead(1, "a@acme.test")],
      context(),
    );
    expect(token).toMatchObject({ ok: false, retryable: false });
    fake.fail({ kind: "server", status: 503 }, 1);
    const [down] = await hubspotKind.deliver(settings(), [lead(1, "a@acme.test")], context());
    expect(down).toMatchObject({ ok: false, retryable: true });
    expect(fake.contacts.size).toBe(0);
  });

  it("unreachable or slow: retryable, within the time limit", async () => {
    fake.delay(1500);
    const started = Date.now();
    const [slow] = await hubspotKind.deliver(settings(), [lead(1, "a@acme.test")], {
      ...context(),
      timeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(1400);
    expect(slow).toMatchObject({ ok: false, retryable: true });
    fake.delay(0);
    await fake.down();
    const [refused] = await hubspotKind.deliver(settings(), [lead(1, "a@acme.test")], context());
    expect(refused).toMatchObject({ ok: false, retryable: true });
    await fake.up();
  });

  it("follows the webhooks' address policy", async () => {
    const [outcome] = await hubspotKind.deliver(settings(), [lead(1, "a@acme.test")], {
      ...context(),
      addressPolicy: "public",
    });
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(fake.upserts).toHaveLength(0);
  });

  it("reads Retry-After as seconds or a date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
