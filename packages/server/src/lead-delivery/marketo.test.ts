import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MarketoFake, startMarketoFake } from "../../test/fakes/marketo-fake";
import type { DeliveryContext, MappedLead } from "./adapter";
import { MARKETO_BATCH_SIZE, marketoKind } from "./marketo";

const context = (overrides: Partial<DeliveryContext> = {}): DeliveryContext => ({
  addressPolicy: "loopback",
  timeoutMs: 2000,
  signal: new AbortController().signal,
  ...overrides,
});

const lead = (leadId: number, email: string, extra: Record<string, string> = {}): MappedLead => ({
  leadId,
  test: false,
  email,
  campaign: { id: 1, name: "Spring" },
  day: "2026-05-01",
  record: { email, firstName: `First ${leadId}`, company: "Acme", ...extra },
});

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe("Marketo destination through its REST API", () => {
  let fake: MarketoFake;
  /** Each test its own client id: the token cache is per credentials, so tests do not share one. */
  let n = 0;
  const settings = () => ({
    base_url: fake.url,
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
  });
  beforeAll(async () => {
    fake = await startMarketoFake();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    await fake.close();
    n += 1;
    fake = await startMarketoFake({ clientId: `client-${n}` });
  });

  it("creates then updates leads by email with a Bearer token, one identity call while it lasts", async () => {
    const leads = [lead(1, "ann@acme.test"), lead(2, "bob@acme.test")];
    const first = await marketoKind.deliver(settings(), leads, context());
    expect(first).toEqual([
      { leadId: 1, ok: true, detail: expect.stringMatching(/^Marketo lead \d+ created$/) },
      { leadId: 2, ok: true, detail: expect.stringMatching(/^Marketo lead \d+ created$/) },
    ]);
    expect(fake.violations).toEqual([]);
    expect(fake.leads.get("ann@acme.test")?.fields).toMatchObject({
      firstName: "First 1",
      company: "Acme",
    });
    expect(fake.calls[0]?.authorization).toMatch(/^Bearer .+/);

    // Delivered again (at least once), in another case: the same Marketo lead, updated.
    const again = await marketoKind.deliver(
      settings(),
      [lead(1, "ANN@acme.test", { firstName: "Ann" })],
      context(),
    );
    expect(again[0]).toMatchObject({ ok: true, detail: expect.stringMatching(/updated$/) });
    expect(fake.leads.size).toBe(2);
    expect(fake.leads.get("ann@acme.test")).toMatchObject({
      writes: 2,
      fields: { firstName: "Ann" },
    });
    expect(fake.tokenCalls).toBe(1);
  });

  it("sends two leads of one address in a batch as one record, both delivered", async () => {
    const outcomes = await marketoKind.deliver(
      settings(),
      [lead(1, "ann@acme.test"), lead(2, "Ann@Acme.test", { firstName: "Later" })],
      context(),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(fake.calls[0]?.emails).toEqual(["Ann@Acme.test"]);
    expect(fake.leads.get("ann@acme.test")?.fields.firstName).toBe("Later");
  });

  it("marks a test lead in its Lead Source", async () => {
    const [o] = await marketoKind.deliver(
      settings(),
      [{ ...lead(0, "test@acme.test"), test: true }],
      context(),
    );
    expect(o?.ok).toBe(true);
    expect(fake.leads.get("test@acme.test")?.fields.leadSource).toBe("Sector Portal test lead");
  });

  it("takes at most 300 leads a call: batchSize, and a bigger array is split", async () => {
    expect(marketoKind.batchSize).toBe(MARKETO_BATCH_SIZE);
    expect(MARKETO_BATCH_SIZE).toBe(300);
    const leads = Array.from({ length: 301 }, (_, i) => lead(i + 1, `m${i}@acme.test`));
    const outcomes = await marketoKind.deliver(settings(), leads, context());
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(fake.calls.map((c) => c.emails.length)).toEqual([300, 1]);
    expect(fake.leads.size).toBe(301);
  });

  it("a skipped lead (a field Marketo does not know) fails for good with Marketo's reason", async () => {
    const [good, bad] = await marketoKind.deliver(
      settings(),
      [lead(1, "ann@acme.test"), lead(2, "bob@acme.test", { shoeSize: "44" })],
      context(),
    );
    expect(good?.ok).toBe(true);
    expect(bad).toEqual({
      leadId: 2,
      ok: false,
      retryable: false,
      error: "Marketo skipped the lead: 1006 Field 'shoeSize' not found",
    });
  });

  it("an expired or invalid token (602, 601) gets a new token once, then the call passes", async () => {
    await marketoKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    fake.expireTokens();
    const [renewed] = await marketoKind.deliver(settings(), [lead(2, "bob@acme.test")], context());
    expect(renewed?.ok).toBe(true);
    expect(fake.tokenCalls).toBe(2);
    fake.failWithCode("601", 1);
    const [again] = await marketoKind.deliver(settings(), [lead(3, "cy@acme.test")], context());
    expect(again?.ok).toBe(true);
    expect(fake.tokenCalls).toBe(3);
    // A token refused again after the new one: not retried in a loop, not retryable.
    fake.failWithCode("601", 2);
    const [refused] = await marketoKind.deliver(settings(), [lead(4, "di@acme.test")], context());
    expect(refused).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringMatching(/601 Access token invalid/),
    });
    expect(fake.tokenCalls).toBe(4);
  });

  it("a token that expires within a minute is asked for again at the next call", async () => {
    fake.expiresIn(30);
    await marketoKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    await marketoKind.deliver(settings(), [lead(2, "bob@acme.test")], context());
    expect(fake.tokenCalls).toBe(2);
  });

  it("rate and concurrency limits (606, 607, 615) and a 5xx are retryable; a refused call (603) is not", async () => {
    for (const code of ["606", "607", "615"]) {
      fake.failWithCode(code, 1);
      const [o] = await marketoKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
      expect(o, code).toMatchObject({
        ok: false,
        retryable: true,
        error: expect.stringContaining(code),
      });
    }
    fake.failWithCode("603", 1);
    const [denied] = await marketoKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    expect(denied).toEqual({
      leadId: 1,
      ok: false,
      retryable: false,
      error: "Marketo refused the call: 603 Access denied",
    });
    await marketoKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    fake.failWithStatus(503, 1);
    const [down] = await marketoKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    expect(down).toMatchObject({ ok: false, retryable: true, error: "Marketo answered HTTP 503" });
    expect(fake.leads.size).toBe(1);
  });

  it("bad client credentials are not retryable and say what the identity call said", async () => {
    const [o] = await marketoKind.deliver(
      { ...settings(), client_secret: "wrong" },
      [lead(1, "ann@acme.test")],
      context(),
    );
    expect(o).toEqual({
      leadId: 1,
      ok: false,
      retryable: false,
      error: "Marketo identity refused: Bad client credentials",
    });
  });

  it("an unreachable instance throws (the whole batch retryable)", async () => {
    const port = await closedPort();
    await expect(
      marketoKind.deliver(
        { ...settings(), base_url: `http://127.0.0.1:${port}` },
        [lead(1, "ann@acme.test")],
        context(),
      ),
    ).rejects.toThrow(/^Marketo unreachable: /);
  });

  it("honours the time limit and the shutdown signal", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      await expect(
        marketoKind.deliver(
          { ...settings(), base_url: `http://127.0.0.1:${port}` },
          [lead(1, "ann@acme.test")],
          context({ timeoutMs: 300 }),
        ),
      ).rejects.toThrow(/no answer within|unreachable/);
      expect(Date.now() - started).toBeLessThan(2000);
      const stop = new AbortController();
      stop.abort();
      await expect(
        marketoKind.deliver(
          settings(),
          [lead(1, "ann@acme.test")],
          context({ signal: stop.signal }),
        ),
      ).rejects.toThrow(/shutting down/);
      expect(fake.calls).toHaveLength(0);
    } finally {
      silent.close();
    }
  });

  it("follows the address policy: a loopback instance is refused under the public policy", async () => {
    const [literal] = await marketoKind.deliver(
      settings(),
      [lead(1, "ann@acme.test")],
      context({ addressPolicy: "public" }),
    );
    expect(literal).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringMatching(/may not reach/),
    });
    expect(fake.tokenCalls).toBe(0);
  });
});
