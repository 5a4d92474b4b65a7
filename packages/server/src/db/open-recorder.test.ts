import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember } from "../../test/fixtures";
import { insertResources } from "../../test/resource-test-data";
import { createPeerApp, createTestApp, type TestApp } from "../../test/test-app";

/**
 * Opens are held in the process for a moment and written in batches: what a request's 204
 * promises is that the open reaches the pending opens shortly after, once, with its brand,
 * without any read asking for it, and that closing the app loses none.
 */
let t: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let resourceIds: number[];
let cmoId: number;

const open = (id: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/resources/${id}/open`,
    headers: bearer(member.token),
  });

const pendingOpens = async () => {
  const { rows } = (await t.db.execute(
    sql`select "user_id", "resource_id", "company_id" from "resource_opens_pending" order by "id"`,
  )) as unknown as { rows: { user_id: number; resource_id: number; company_id: number }[] };
  return rows;
};

beforeAll(async () => {
  t = await createTestApp();
  const cmo = await companyByCode(t, "CMO");
  cmoId = cmo.id;
  const topic = cmo.preferences[0];
  member = await createMember(t, "CRO");
  resourceIds = await insertResources(t, [
    { companyId: cmo.id, title: "Held open A", preferenceIds: [topic?.id ?? 0] },
    { companyId: cmo.id, title: "Held open B", preferenceIds: [topic?.id ?? 0] },
  ]);
});
afterAll(() => t.close());

describe("the open recorder", () => {
  it("writes the opens of a moment on its own, once each, with the resource's brand", async () => {
    const [a = 0, b = 0] = resourceIds;
    const answers = await Promise.all([open(a), open(b), open(a)]);
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204, 204]);
    // No read asks for them: the recorder's own timer writes them within a moment. The three
    // requests ran side by side (on PostgreSQL each looks its resource up on its own
    // connection), so they may arrive in any order.
    const byResource = (opens: Awaited<ReturnType<typeof pendingOpens>>) =>
      [...opens].sort((x, y) => x.resource_id - y.resource_id);
    await expect
      .poll(async () => byResource(await pendingOpens()), { timeout: 5_000, interval: 50 })
      .toEqual(
        byResource(
          [a, b, a].map((id) => ({ user_id: member.user.id, resource_id: id, company_id: cmoId })),
        ),
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pendingOpens()).toHaveLength(3);
  });

  it("answers 404 for a resource that does not exist and holds nothing for it", async () => {
    await t.db.execute(sql`delete from "resource_opens_pending"`);
    for (const id of [2_000_000_000, 2_147_483_647]) {
      const res = await open(id);
      expect(res.statusCode).toBe(404);
    }
    await t.app.opens.flush();
    expect(await pendingOpens()).toEqual([]);
  });

  it("knows a resource created after the ids around it were read", async () => {
    const [a = 0] = resourceIds;
    expect((await open(a)).statusCode).toBe(204);
    const cmo = await companyByCode(t, "CMO");
    const [created = 0] = await insertResources(t, [
      { companyId: cmo.id, title: "Uploaded later", preferenceIds: [cmo.preferences[0]?.id ?? 0] },
    ]);
    expect((await open(created)).statusCode).toBe(204);
    expect((await open(created + 1)).statusCode).toBe(404);
    await t.app.opens.flush();
    expect((await pendingOpens()).at(-1)?.resource_id).toBe(created);
  });

  it("flushes what it holds when asked, before its timer", async () => {
    await t.db.execute(sql`delete from "resource_opens_pending"`);
    const [a = 0] = resourceIds;
    expect((await open(a)).statusCode).toBe(204);
    await t.app.opens.flush();
    expect(await pendingOpens()).toHaveLength(1);
  });

  it("writes what it holds when the app closes", async () => {
    await t.db.execute(sql`delete from "resource_opens_pending"`);
    const [, b = 0] = resourceIds;
    // Another process of the same database, closed straight after: no timer has fired, no
    // read has flushed.
    const peer = await createPeerApp(t);
    for (let i = 0; i < 5; i += 1) {
      const res = await peer.inject({
        method: "POST",
        url: `/api/resources/${b}/open`,
        headers: bearer(member.token),
      });
      expect(res.statusCode).toBe(204);
    }
    await peer.close();
    expect(await pendingOpens()).toHaveLength(5);
  });
});
