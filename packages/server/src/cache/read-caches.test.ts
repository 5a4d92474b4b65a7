import type { FeedPage, Resource } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember, createStaff, loginAdmin } from "../../test/fixtures";
import { lateChangeFeed } from "../../test/late-change-feed";
import { insertResources, minutesIn } from "../../test/resource-test-data";
import { createPeerApp, createTestApp, type TestApp } from "../../test/test-app";
import { noChangeFeed } from "../db/change-feed";
import { companies, preferences, resources, users } from "../db/schema";

let t: TestApp;
let peer: FastifyInstance;
let cio: Awaited<ReturnType<typeof companyByCode>>;
let member: Awaited<ReturnType<typeof createMember>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  peer = await createPeerApp(t);
  cio = await companyByCode(t, "CIO");
  member = await createMember(t, "CIO");
  adminToken = (await loginAdmin(t)).token;
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const topic = (i: number) => cio.preferences[i]?.id ?? 0;

const myProfile = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/user/protected/myprofile", headers: bearer(token) });

const feedRequest = (body: object) => ({
  method: "POST" as const,
  url: "/api/resources/filtered",
  headers: bearer(member.token),
  payload: { company_id: cio.id, page: 1, ...body },
});

const feed = async (app: FastifyInstance, body: object) => {
  const res = await app.inject(feedRequest(body));
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Resource[] }>().data;
};

const archiveTitles = async (app: FastifyInstance, search: string) => {
  const res = await app.inject({
    method: "GET",
    url: "/api/resources",
    query: { page: "1", limit: "5", debouncedValue: search },
    headers: bearer(adminToken),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ resources: Resource[]; totalResources: number }>();
  return { titles: body.resources.map((r) => r.title), total: body.totalResources };
};

/** Polls `read` until `done` holds (a notification crossing connections takes a few ms). */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
};

describe("signed-in users", () => {
  it("are read from the database once, then from the cache", async () => {
    const first = await t.countQueries(() => myProfile(t.app, member.token));
    const again = await t.countQueries(async () => {
      const res = await myProfile(t.app, member.token);
      expect(res.json().user.email).toBe(member.registration.email);
    });
    expect(first).toBeLessThanOrEqual(1);
    expect(again).toBe(0);
  });

  it("lose a role change's old token at once on the process that made it", async () => {
    const employee = await createStaff(t, "employee");
    expect((await myProfile(t.app, employee.token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/user/protected/updaterole/${employee.user.id}`,
      headers: bearer(adminToken),
      payload: { role: "user" },
    });
    expect(res.statusCode).toBe(200);
    expect((await myProfile(t.app, employee.token)).statusCode).toBe(401);
  });

  it("are forgotten by another process when the database announces their change", async () => {
    const other = await createMember(t, "CIO");
    expect((await myProfile(peer, other.token)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, other.user.id));
    const res = await eventually(
      () => myProfile(peer, other.token),
      (r) => r.statusCode === 401,
    );
    expect(res.statusCode).toBe(401);
  });

  it("carry their company's new name once it is renamed", async () => {
    const [company] = await t.db
      .insert(companies)
      .values({ name: "Cached Co", baseUrl: "https://c.example", logoUrl: "https://c.example/l" })
      .returning();
    const joined = await createMember(t, "CIO");
    await t.db.update(users).set({ joinedThru: company?.id }).where(eq(users.id, joined.user.id));
    const name = async () => (await myProfile(peer, joined.token)).json().user.base_company;
    expect(await eventually(name, (n) => n === "Cached Co")).toBe("Cached Co");
    await t.db
      .update(companies)
      .set({ name: "Renamed Co" })
      .where(eq(companies.id, company?.id ?? 0));
    expect(await eventually(name, (n) => n === "Renamed Co")).toBe("Renamed Co");
  });
});

describe("feed and archive pages", () => {
  it("are served from the cache, whatever the order of the topics", async () => {
    await insertResources(
      t,
      [1, 2, 3].map((i) => ({
        title: `Cached feed ${i}`,
        companyId: cio.id,
        createdAt: minutesIn(1000 + i),
        preferenceIds: [topic(0), topic(1)],
      })),
    );
    const first = await feed(t.app, { preferences: [topic(0), topic(1)] });
    const again = await t.countQueries(async () => {
      expect(await feed(t.app, { preferences: [topic(1), topic(0)] })).toEqual(first);
    });
    expect(again).toBe(0);
  });

  it("show an upload to the uploader's next request", async () => {
    const before = await feed(t.app, { preferences: [topic(2)] });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/resources",
      headers: bearer(adminToken),
      payload: {
        title: "Fresh upload",
        image_bg: "https://img.example.com/fresh.png",
        resource_url: "https://example.com/fresh",
        company_id: cio.id,
        preference_ids: [topic(2)],
      },
    });
    expect(res.statusCode).toBe(201);
    const after = await feed(t.app, { preferences: [topic(2)] });
    expect(after[0]?.title).toBe("Fresh upload");
    expect(after).toHaveLength(Math.min(before.length + 1, 12));
  });

  it("follow another process's changes: titles, topics and deletions", async () => {
    const [id] = await insertResources(t, [
      {
        title: "Peer visible",
        companyId: cio.id,
        createdAt: minutesIn(5000),
        preferenceIds: [topic(3)],
      },
    ]);
    const peerFeed = () => feed(peer, { preferences: [topic(3)] });
    const firstTitle = async () => (await peerFeed())[0]?.title;
    expect(await eventually(firstTitle, (title) => title === "Peer visible")).toBe("Peer visible");

    await t.db
      .update(resources)
      .set({ title: "Peer renamed" })
      .where(eq(resources.id, id ?? 0));
    expect(await eventually(firstTitle, (title) => title === "Peer renamed")).toBe("Peer renamed");

    await t.db
      .update(preferences)
      .set({ name: "Renamed topic" })
      .where(eq(preferences.id, topic(3)));
    const topicNames = async () => (await peerFeed())[0]?.preferences.map((p) => p.name);
    expect(
      await eventually(topicNames, (names) => names?.includes("Renamed topic") ?? false),
    ).toContain("Renamed topic");

    await t.db.delete(resources).where(eq(resources.id, id ?? 0));
    expect(await eventually(firstTitle, (title) => title !== "Peer renamed")).not.toBe(
      "Peer renamed",
    );
  });

  it("keep the archive's exact totals in step with another process's uploads", async () => {
    const search = "Zanzibar";
    const before = await archiveTitles(peer, search);
    expect(before.total).toBe(0);
    await insertResources(t, [
      { title: "Zanzibar report", companyId: cio.id, createdAt: minutesIn(7000) },
    ]);
    const after = await eventually(
      () => archiveTitles(peer, search),
      (a) => a.total === 1,
    );
    expect(after).toEqual({ titles: ["Zanzibar report"], total: 1 });
  });
});

describe("an upload or an edit", () => {
  const upload = async (companyId: number, topicIds: number[], title: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/resources",
      headers: bearer(adminToken),
      payload: {
        title,
        image_bg: "https://img.example.com/scoped.png",
        resource_url: "https://example.com/scoped",
        company_id: companyId,
        preference_ids: topicIds,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ resource: Resource }>().resource;
  };
  const archiveOf = async (companyId?: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/resources",
      query: { page: "1", limit: "5", ...(companyId ? { companyId: String(companyId) } : {}) },
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ resources: Resource[]; totalResources: number }>();
  };
  /** What `read` answers now, and how many statements that took (0: from the cache). */
  const measured = async <T>(read: () => Promise<T>) => {
    let value: T | undefined;
    const statements = await t.countQueries(async () => {
      value = await read();
    });
    return { value: value as T, statements };
  };

  it("forget only the pages it can change: its brand's, sharing one of its topics", async () => {
    const cmo = await companyByCode(t, "CMO");
    const cmoTopic = cmo.preferences[0]?.id ?? 0;
    await insertResources(t, [
      {
        title: "Scoped t6",
        companyId: cio.id,
        createdAt: minutesIn(9000),
        preferenceIds: [topic(6)],
      },
      {
        title: "Scoped t7",
        companyId: cio.id,
        createdAt: minutesIn(9001),
        preferenceIds: [topic(7)],
      },
      {
        title: "Scoped cmo",
        companyId: cmo.id,
        createdAt: minutesIn(9002),
        preferenceIds: [cmoTopic],
      },
    ]);
    const reads = {
      t6: () => feed(t.app, { preferences: [topic(6)] }),
      t7: () => feed(t.app, { preferences: [topic(7)] }),
      cio: () => feed(t.app, { preferences: [] }),
      cmo: () => feed(t.app, { company_id: cmo.id, preferences: [cmoTopic] }),
      cioArchive: () => archiveOf(cio.id),
      cmoArchive: () => archiveOf(cmo.id),
      allArchive: () => archiveOf(),
    };
    for (const read of Object.values(reads)) await read();

    // Another brand's upload: every CIO page stays; the CMO pages and the whole archive go.
    await upload(cmo.id, [cmoTopic], "Scoped CMO upload");
    for (const read of [reads.t6, reads.t7, reads.cio]) {
      expect((await measured(read)).statements).toBe(0);
    }
    expect((await measured(reads.cioArchive)).statements).toBe(0);
    expect((await measured(reads.cmo)).value[0]?.title).toBe("Scoped CMO upload");
    expect((await measured(reads.cmoArchive)).value.resources[0]?.title).toBe("Scoped CMO upload");
    expect((await measured(reads.allArchive)).value.resources[0]?.title).toBe("Scoped CMO upload");

    // A CIO upload tagged with topic 7: the pages of topic 6 stay.
    await upload(cio.id, [topic(7)], "Scoped t7 upload");
    expect((await measured(reads.t6)).statements).toBe(0);
    expect((await measured(reads.cmo)).statements).toBe(0);
    expect((await measured(reads.t7)).value[0]?.title).toBe("Scoped t7 upload");
    expect((await measured(reads.cio)).value[0]?.title).toBe("Scoped t7 upload");
    expect((await measured(reads.cioArchive)).value.resources[0]?.title).toBe("Scoped t7 upload");
  });

  it("keeps pages after a cursor cached, and shows an edit on them", async () => {
    const ids = await insertResources(
      t,
      Array.from({ length: 30 }, (_, i) => ({
        title: `Cursor page ${i}`,
        companyId: cio.id,
        createdAt: minutesIn(-5000 + i),
        preferenceIds: [topic(8)],
      })),
    );
    const first = await t.app.inject(feedRequest({ preferences: [topic(8)] }));
    const { next } = first.json<FeedPage>();
    expect(next).not.toBeNull();
    const second = () =>
      t.app
        .inject(feedRequest({ preferences: [topic(8)], page: 2, cursor: next }))
        .then((res) => res.json<FeedPage>().data);
    const page = await second();
    expect(page).toHaveLength(12);
    expect((await measured(second)).statements).toBe(0);
    // An edit of a resource on that page, through the API: the page shows it.
    const edited = page[3];
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/resources/${edited?.id}`,
      headers: bearer(adminToken),
      payload: {
        title: "Edited on page 2",
        image_bg: edited?.image_bg,
        resource_url: edited?.resource_url,
        preferences: [topic(8)],
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await second())[3]?.title).toBe("Edited on page 2");
    expect(ids).toContain(edited?.id);
  });
});

describe("with the caches off (READ_CACHES=off)", () => {
  it("every request reads the database", async () => {
    const uncached = await createPeerApp(t, noChangeFeed());
    try {
      const body = { preferences: [topic(0)] };
      for (let i = 0; i < 2; i++) {
        const statements = await t.countQueries(async () => {
          expect((await myProfile(uncached, member.token)).statusCode).toBe(200);
          await feed(uncached, body);
        });
        // The signed-in user for each request, and the page.
        expect(statements).toBe(3);
      }
    } finally {
      await uncached.close();
    }
  });
});

describe("a write through the API", () => {
  // A process whose notifications arrive 50 ms late: only the write's own wait for them
  // (src/app.ts) lets its writer's next read see the write.
  let late: FastifyInstance;
  let feedOfLate: ReturnType<typeof lateChangeFeed>;
  beforeAll(async () => {
    feedOfLate = lateChangeFeed(await t.database.openChangeFeed());
    late = await createPeerApp(t, feedOfLate);
  });
  afterAll(() => late.close());

  it("is seen by the writer's next read, however late notifications arrive", async () => {
    const before = await feed(late, { preferences: [topic(4)] });
    const upload = await late.inject({
      method: "POST",
      url: "/api/resources",
      headers: bearer(adminToken),
      payload: {
        title: "Seen at once",
        image_bg: "https://img.example.com/seen.png",
        resource_url: "https://example.com/seen",
        company_id: cio.id,
        preference_ids: [topic(4)],
      },
    });
    expect(upload.statusCode).toBe(201);
    const after = await feed(late, { preferences: [topic(4)] });
    expect(after[0]?.title).toBe("Seen at once");
    expect(after).toHaveLength(Math.min(before.length + 1, 12));

    const employee = await createStaff(t, "employee");
    expect((await myProfile(late, employee.token)).statusCode).toBe(200);
    const demoted = await late.inject({
      method: "PUT",
      url: `/api/user/protected/updaterole/${employee.user.id}`,
      headers: bearer(adminToken),
      payload: { role: "user" },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await myProfile(late, employee.token)).statusCode).toBe(401);
  });

  it("is waited for only by requests that wrote, whatever their method", async () => {
    const waits = async (request: () => Promise<{ statusCode: number }>) => {
      const before = feedOfLate.syncs;
      expect((await request()).statusCode).toBeLessThan(300);
      return feedOfLate.syncs - before;
    };
    // Reads: a feed page (a POST), the archive, a profile, a company's public page.
    expect(await waits(() => late.inject(feedRequest({ preferences: [topic(0)] })))).toBe(0);
    expect(await waits(() => myProfile(late, member.token))).toBe(0);
    expect(
      await waits(() =>
        late.inject({
          method: "POST",
          url: "/api/company/fetch-company",
          payload: { company_name: "CIO" },
        }),
      ),
    ).toBe(0);
    // A write.
    expect(
      await waits(() =>
        late.inject({
          method: "PUT",
          url: `/api/preferences/${topic(5)}`,
          headers: bearer(adminToken),
          payload: { name: "Waited for" },
        }),
      ),
    ).toBe(1);
    // Over a socket, a body whose second half arrives later is read outside the request's async
    // context: the write it leads to is still counted.
    const address = await late.listen({ port: 0, host: "127.0.0.1" });
    const body = new TextEncoder().encode(JSON.stringify({ name: "Waited for over HTTP" }));
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.slice(0, 10));
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.enqueue(body.slice(10));
        controller.close();
      },
    });
    expect(
      await waits(async () => {
        const res = await fetch(`${address}/api/preferences/${topic(5)}`, {
          method: "PUT",
          headers: { ...bearer(adminToken), "content-type": "application/json" },
          body: slowBody,
          duplex: "half",
        } as RequestInit);
        return { statusCode: res.status };
      }),
    ).toBe(1);
  });
});
