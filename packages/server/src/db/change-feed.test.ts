import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../test/scratch-postgres";
import {
  type Change,
  type ChangeFeed,
  LISTENER_APPLICATION_NAME,
  parseChange,
} from "./change-feed";
import { createDatabase, type DatabaseHandle } from "./client";
import {
  companies,
  preferences,
  resourceEdits,
  resourcePreferences,
  resources,
  users,
} from "./schema";

// The notifications that keep every process's caches right, on both databases the app runs
// on. The lost-connection case needs a server: the machine's PostgreSQL (as the shared rate
// limit test needs its Redis).
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

interface Subject {
  handle: DatabaseHandle;
  feed: ChangeFeed;
  changes: Change[];
  close(): Promise<void>;
}

const open = async (handle: DatabaseHandle, drop?: () => Promise<void>): Promise<Subject> => {
  await handle.migrate();
  const feed = await handle.openChangeFeed();
  const changes: Change[] = [];
  feed.onChange((change) => changes.push(change));
  return {
    handle,
    feed,
    changes,
    async close() {
      await feed.close();
      await handle.close();
      await drop?.();
    },
  };
};

let scratch: ScratchDatabase;
const subjects: Record<"pglite" | "postgres", Subject | null> = { pglite: null, postgres: null };
beforeAll(async () => {
  scratch = await createScratchDatabase(serverUrl, "sp_changes");
  subjects.pglite = await open(createDatabase({}));
  subjects.postgres = await open(createDatabase({ databaseUrl: scratch.url, poolSize: 2 }), () =>
    scratch.drop(),
  );
});
afterAll(async () => {
  await subjects.pglite?.close();
  await subjects.postgres?.close();
});

const subject = (kind: "pglite" | "postgres") => {
  const found = subjects[kind];
  if (!found) throw new Error(`${kind} not opened`);
  return found;
};

/** The changes delivered by `work`'s commits (sync: every one of them has arrived). */
const changesOf = async (s: Subject, work: () => Promise<unknown>) => {
  s.changes.length = 0;
  await work();
  await s.feed.sync();
  return [...s.changes];
};

const addCompany = (s: Subject, name: string) =>
  s.handle.db
    .insert(companies)
    .values({ name, baseUrl: "https://x.example", logoUrl: "https://x.example/l" })
    .returning()
    .then(([row]) => row?.id ?? 0);

describe.each(["pglite", "postgres"] as const)("change notifications on %s", (kind) => {
  it("announce resources, companies and users, each commit once", async () => {
    const s = subject(kind);
    let companyId = 0;
    const added = await changesOf(s, async () => {
      companyId = await addCompany(s, `Company ${kind}`);
    });
    expect(added).toEqual([{ kind: "companies" }]);
    const feed = (topicIds: number[] | null) => ({
      kind: "feed",
      companyId,
      topicIds: topicIds && new Set(topicIds),
    });

    // New resources have no topics yet: the company's untagged feed only.
    let ids: number[] = [];
    const resourceChanges = await changesOf(s, async () => {
      const rows = await s.handle.db
        .insert(resources)
        .values(
          [1, 2, 3].map((i) => ({
            title: `R${i}`,
            imageBg: "https://img.example.com/r.png",
            resourceUrl: "https://example.com/r",
            companyId,
          })),
        )
        .returning({ id: resources.id });
      ids = rows.map((r) => r.id);
    });
    // Their titles' words ("r1", …) and the brand's are new to the search: numbered, announced.
    expect(resourceChanges).toEqual([feed([]), { kind: "words" }]);

    // A topic added: the company as a whole.
    let topics: number[] = [];
    const topicChanges = await changesOf(s, async () => {
      const rows = await s.handle.db
        .insert(preferences)
        .values([
          { companyId, name: "Cloud" },
          { companyId, name: "Data" },
        ])
        .returning({ id: preferences.id });
      topics = rows.map((r) => r.id);
    });
    expect(topicChanges).toEqual([feed(null)]);
    const [cloud = 0, data = 0] = topics;
    const [r1 = 0, r2 = 0, r3 = 0] = ids;

    // Tagging, editing, editing one's history: the pages of the resources' topics.
    const tagged = await changesOf(s, () =>
      s.handle.db.insert(resourcePreferences).values([
        { resourceId: r1, preferenceId: cloud },
        { resourceId: r2, preferenceId: data },
      ]),
    );
    // The topics' names are new words in the documents.
    expect(tagged).toEqual([feed([cloud, data]), { kind: "words" }]);
    const edited = await changesOf(s, () =>
      s.handle.db.update(resources).set({ title: "R1 again" }).where(eq(resources.id, r1)),
    );
    expect(edited).toEqual([feed([cloud]), { kind: "words" }]);
    const history = await changesOf(s, () =>
      s.handle.db.insert(resourceEdits).values({ resourceId: r2 }),
    );
    expect(history).toEqual([feed([data])]);
    const untagged = await changesOf(s, () =>
      s.handle.db.delete(resourcePreferences).where(eq(resourcePreferences.resourceId, r2)),
    );
    expect(untagged).toEqual([feed([data])]);
    // A resource without topics shows on the company's untagged feed only; "again" is known by
    // now, so no words are announced.
    const plain = await changesOf(s, () =>
      s.handle.db.update(resources).set({ title: "R3 again" }).where(eq(resources.id, r3)),
    );
    expect(plain).toEqual([feed([])]);

    const companyChanges = await changesOf(s, () =>
      s.handle.db.update(companies).set({ description: "new" }).where(eq(companies.id, companyId)),
    );
    expect(companyChanges).toEqual([{ kind: "companies" }]);

    let id = 0;
    await changesOf(s, async () => {
      const [user] = await s.handle.db
        .insert(users)
        .values({ firstname: "A", lastname: "B", email: `${kind}@example.org`, mobileNumber: "1" })
        .returning();
      id = user?.id ?? 0;
    });
    const roleChanges = await changesOf(s, () =>
      s.handle.db.update(users).set({ role: "employee" }).where(eq(users.id, id)),
    );
    expect(roleChanges).toEqual([{ kind: "user", id }]);
    // A name that shows on no resource: that user's own entry only.
    const quietRename = await changesOf(s, () =>
      s.handle.db.update(users).set({ lastname: "C" }).where(eq(users.id, id)),
    );
    expect(quietRename).toEqual([{ kind: "user", id }]);
    // A resource shows its creator's name (and an edit its editor's): a rename makes every
    // page stale as well.
    // (Each set-up write is waited for, so its own notification is not taken for the next's.)
    await changesOf(s, () =>
      s.handle.db.update(resources).set({ createdBy: id }).where(eq(resources.id, r3)),
    );
    const renameChanges = await changesOf(s, () =>
      s.handle.db.update(users).set({ lastname: "D" }).where(eq(users.id, id)),
    );
    expect(renameChanges).toEqual([{ kind: "user", id }, { kind: "resources" }]);
    await changesOf(s, async () => {
      await s.handle.db.update(resources).set({ createdBy: null }).where(eq(resources.id, r3));
      await s.handle.db.insert(resourceEdits).values({ resourceId: r1, userId: id });
    });
    const editorRename = await changesOf(s, () =>
      s.handle.db.update(users).set({ lastname: "E" }).where(eq(users.id, id)),
    );
    expect(editorRename).toEqual([{ kind: "user", id }, { kind: "resources" }]);
  });

  it("announce nothing for a rolled-back transaction", async () => {
    const s = subject(kind);
    const changes = await changesOf(s, () =>
      s.handle.db
        .transaction(async (tx) => {
          await tx.update(resources).set({ title: "never" });
          tx.rollback();
        })
        .catch(() => {}),
    );
    expect(changes).toEqual([]);
  });
});

describe("a lost listening connection (PostgreSQL)", () => {
  it("stops the caches until it is back, announcing that anything may have changed", async () => {
    const s = subject("postgres");
    expect(s.feed.isLive()).toBe(true);
    s.changes.length = 0;
    await s.handle.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
    const deadline = Date.now() + 5000;
    while (s.feed.isLive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(s.feed.isLive()).toBe(false);
    expect(s.changes).toContainEqual({ kind: "all" });

    while (!s.feed.isLive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(s.feed.isLive()).toBe(true);
    const changes = await changesOf(s, () => addCompany(s, "After reconnect"));
    expect(changes).toEqual([{ kind: "companies" }]);
  });
});

describe("parseChange", () => {
  it("reads the triggers' payloads and takes anything else as everything", () => {
    expect(parseChange("resources")).toEqual({ kind: "resources" });
    expect(parseChange("companies")).toEqual({ kind: "companies" });
    expect(parseChange("user:42")).toEqual({ kind: "user", id: 42 });
    expect(parseChange("all")).toEqual({ kind: "all" });
    expect(parseChange("user:x")).toEqual({ kind: "all" });
    expect(parseChange("feed:7:")).toEqual({ kind: "feed", companyId: 7, topicIds: new Set() });
    expect(parseChange("feed:7:3,12")).toEqual({
      kind: "feed",
      companyId: 7,
      topicIds: new Set([3, 12]),
    });
    expect(parseChange("feed:7:*")).toEqual({ kind: "feed", companyId: 7, topicIds: null });
    expect(parseChange("feed:7:3,")).toEqual({ kind: "all" });
    expect(parseChange("feed:x:3")).toEqual({ kind: "all" });
  });
});
