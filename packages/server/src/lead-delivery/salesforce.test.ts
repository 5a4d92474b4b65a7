import { createServer } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SalesforceFake, startSalesforceFake } from "../../test/fakes/salesforce-fake";
import type { DeliveryContext, MappedLead } from "./adapter";
import { SALESFORCE_BATCH_SIZE, salesforceKind } from "./salesforce";

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
  record: {
    Email: email,
    FirstName: `First ${leadId}`,
    LastName: `Last ${leadId}`,
    Company: "Acme",
    ...extra,
  },
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

describe("Salesforce destination through jsforce", () => {
  let fake: SalesforceFake;
  // A fresh fake (and so a fresh port: its own cached token) for each test.
  const settings = () => ({
    login_url: "https://login.salesforce.com",
    base_url: fake.url,
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
  });
  beforeEach(async () => {
    fake = await startSalesforceFake();
  });
  afterEach(() => fake.close());

  const byEmail = (email: string) =>
    [...fake.leads.values()].filter((l) => l.fields.Email?.toLowerCase() === email);

  it("creates Lead records with one token, then updates the same lead when it comes again", async () => {
    const first = await salesforceKind.deliver(
      settings(),
      [lead(1, "ann@acme.test"), lead(2, "bob@acme.test")],
      context(),
    );
    expect(first).toEqual([
      { leadId: 1, ok: true, detail: expect.stringMatching(/^Salesforce Lead 00Q\w+ created$/) },
      { leadId: 2, ok: true, detail: expect.stringMatching(/^Salesforce Lead 00Q\w+ created$/) },
    ]);
    expect(fake.violations).toEqual([]);
    expect(byEmail("ann@acme.test")[0]?.fields).toMatchObject({
      FirstName: "First 1",
      Company: "Acme",
    });

    const again = await salesforceKind.deliver(
      settings(),
      [lead(1, "Ann@Acme.test", { Title: "CTO" }), lead(3, "cy@acme.test")],
      context(),
    );
    expect(again.map((o) => o.ok && o.detail.split(" ").pop())).toEqual(["updated", "created"]);
    expect(byEmail("ann@acme.test")).toHaveLength(1);
    expect(byEmail("ann@acme.test")[0]).toMatchObject({ writes: 2, fields: { Title: "CTO" } });
    expect(fake.leads.size).toBe(3);
    expect(fake.tokenCalls).toBe(1);
    // The query first, then update and create through sObject Collections.
    expect(fake.calls.map((c) => `${c.method} ${c.path.replace(/v\d+\.\d/, "vX")}`)).toEqual([
      "GET /services/data/vX/query",
      "POST /services/data/vX/composite/sobjects",
      "GET /services/data/vX/query",
      "PATCH /services/data/vX/composite/sobjects",
      "POST /services/data/vX/composite/sobjects",
    ]);
  });

  it("updates a lead already in the org (found by email, quotes escaped), never a converted one", async () => {
    const id = fake.seed({ Email: "o'neil@acme.test", LastName: "O'Neil", Company: "Acme" });
    fake.seed({ Email: "old@acme.test", LastName: "Old", Company: "Acme" }, true);
    const outcomes = await salesforceKind.deliver(
      settings(),
      [lead(1, "o'neil@acme.test"), lead(2, "old@acme.test")],
      context(),
    );
    expect(outcomes[0]).toMatchObject({ ok: true, detail: `Salesforce Lead ${id} updated` });
    expect(outcomes[1]).toMatchObject({ ok: true, detail: expect.stringMatching(/created$/) });
    expect(fake.leads.get(id)?.fields.FirstName).toBe("First 1");
  });

  it("sends two leads of one address in a batch as one record, and marks a test lead", async () => {
    const test = { ...lead(0, "test@acme.test"), test: true };
    const outcomes = await salesforceKind.deliver(
      settings(),
      [lead(1, "ann@acme.test"), lead(2, "ANN@acme.test", { FirstName: "Later" }), test],
      context(),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(byEmail("ann@acme.test")).toHaveLength(1);
    expect(byEmail("ann@acme.test")[0]?.fields.FirstName).toBe("Later");
    expect(byEmail("test@acme.test")[0]?.fields.Description).toMatch(
      /^Test lead sent by Sector Portal/,
    );
  });

  it("takes at most 200 leads a call: batchSize, and a bigger array is split", async () => {
    expect(salesforceKind.batchSize).toBe(SALESFORCE_BATCH_SIZE);
    expect(SALESFORCE_BATCH_SIZE).toBe(200);
    const leads = Array.from({ length: 201 }, (_, i) => lead(i + 1, `m${i}@acme.test`));
    const outcomes = await salesforceKind.deliver(settings(), leads, context());
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(fake.calls.filter((c) => c.method === "POST").map((c) => c.records)).toEqual([200, 1]);
    expect(fake.leads.size).toBe(201);
  });

  it("DUPLICATES_DETECTED and a missing field fail the lead for good with Salesforce's message", async () => {
    fake.duplicateRule.add("dup@acme.test");
    const outcomes = await salesforceKind.deliver(
      settings(),
      [
        lead(1, "ok@acme.test"),
        lead(2, "dup@acme.test"),
        lead(3, "nocompany@acme.test", { Company: "" }),
      ],
      context(),
    );
    expect(outcomes[0]?.ok).toBe(true);
    expect(outcomes[1]).toEqual({
      leadId: 2,
      ok: false,
      retryable: false,
      error: "Salesforce refused the lead: DUPLICATES_DETECTED: Use one of these records?",
    });
    expect(outcomes[2]).toEqual({
      leadId: 3,
      ok: false,
      retryable: false,
      error:
        "Salesforce refused the lead: REQUIRED_FIELD_MISSING: Required fields are missing: [Company] (Company)",
    });
  });

  it("a field the org does not have fails the call for good; a locked row passes with time", async () => {
    const [invalid] = await salesforceKind.deliver(
      settings(),
      [lead(1, "ann@acme.test", { Shoe_Size__c: "44" })],
      context(),
    );
    expect(invalid).toEqual({
      leadId: 1,
      ok: false,
      retryable: false,
      error:
        "Salesforce refused the call: INVALID_FIELD: No such column 'Shoe_Size__c' on sobject of type Lead",
    });
    fake.failRecords("UNABLE_TO_LOCK_ROW", 1);
    const [locked] = await salesforceKind.deliver(
      settings(),
      [lead(1, "ann@acme.test")],
      context(),
    );
    expect(locked).toMatchObject({
      ok: false,
      retryable: true,
      error: expect.stringMatching(/UNABLE_TO_LOCK_ROW/),
    });
  });

  it("a 5xx is retryable, and nothing is written", async () => {
    fake.failWithStatus(503, 1);
    const [o] = await salesforceKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    expect(o).toMatchObject({
      ok: false,
      retryable: true,
      error: expect.stringMatching(/SERVER_UNAVAILABLE/),
    });
    expect(fake.leads.size).toBe(0);
    // jsforce's own retries are off: the delivery queue retries.
    expect(fake.calls).toHaveLength(1);
  });

  it("a 401 INVALID_SESSION_ID gets a new token once, then the call passes", async () => {
    await salesforceKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    fake.expireSessions();
    const [o] = await salesforceKind.deliver(settings(), [lead(2, "bob@acme.test")], context());
    expect(o?.ok).toBe(true);
    expect(fake.tokenCalls).toBe(2);
    expect(fake.calls.filter((c) => c.status === 401)).toHaveLength(1);
  });

  it("a token the API refuses again after the new one is not retryable and not retried in a loop", async () => {
    await salesforceKind.deliver(settings(), [lead(1, "ann@acme.test")], context());
    fake.expireSessions();
    fake.refuseNewSessions(true);
    const [o] = await salesforceKind.deliver(settings(), [lead(2, "bob@acme.test")], context());
    expect(o).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringMatching(/INVALID_SESSION_ID/),
    });
    expect(fake.tokenCalls).toBe(2);
    expect(fake.calls.filter((c) => c.status === 401)).toHaveLength(2);
  });

  it("bad client credentials are not retryable and say what the token endpoint said", async () => {
    const [o] = await salesforceKind.deliver(
      { ...settings(), client_secret: "wrong" },
      [lead(1, "ann@acme.test")],
      context(),
    );
    expect(o).toEqual({
      leadId: 1,
      ok: false,
      retryable: false,
      error: "Salesforce token refused: invalid_client: invalid client credentials",
    });
  });

  it("an unreachable or silent org throws (the whole batch retryable), within the time limit", async () => {
    const port = await closedPort();
    await expect(
      salesforceKind.deliver(
        { ...settings(), base_url: `http://127.0.0.1:${port}` },
        [lead(1, "ann@acme.test")],
        context(),
      ),
    ).rejects.toThrow(/^Salesforce unreachable: /);
    // A login host that takes the connection and never answers: given up after timeoutMs.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const silentPort = (silent.address() as { port: number }).port;
    const started = Date.now();
    await expect(
      salesforceKind.deliver(
        { ...settings(), base_url: `http://127.0.0.1:${silentPort}` },
        [lead(1, "ann@acme.test")],
        context({ timeoutMs: 300 }),
      ),
    ).rejects.toThrow(/^Salesforce unreachable: no answer within/);
    expect(Date.now() - started).toBeLessThan(2000);
    silent.close();
    const stop = new AbortController();
    stop.abort();
    await expect(
      salesforceKind.deliver(
        settings(),
        [lead(1, "ann@acme.test")],
        context({ signal: stop.signal }),
      ),
    ).rejects.toThrow(/shutting down/);
    expect(fake.tokenCalls).toBe(0);
  });

  it("follows the address policy: a loopback login host is refused under the public policy", async () => {
    const [o] = await salesforceKind.deliver(
      settings(),
      [lead(1, "ann@acme.test")],
      context({ addressPolicy: "public" }),
    );
    expect(o).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringMatching(/may not reach/),
    });
    expect(fake.tokenCalls).toBe(0);
    expect(salesforceKind.defaultBaseUrl).toBe("https://login.salesforce.com");
  });
});
