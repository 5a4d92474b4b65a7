import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * What a commit changed, as the triggers of migrations 0002, 0011 and 0019 announce it on
 * "sp_changes": one company's resources tagged with some topics, or with any (`topicIds`
 * null: its topics themselves changed); every company's resources; companies; new search
 * words; one user; or everything.
 */
export type Change =
  | { kind: "feed"; companyId: number; topicIds: ReadonlySet<number> | null }
  | { kind: "resources" }
  | { kind: "companies" }
  | { kind: "words" }
  | { kind: "user"; id: number }
  | { kind: "all" };

export const CHANGES_CHANNEL = "sp_changes";

/** A payload of the triggers; anything unexpected is taken as "everything changed". */
export const parseChange = (payload: string): Change => {
  if (payload === "resources" || payload === "companies" || payload === "words") {
    return { kind: payload };
  }
  const feed = /^feed:(\d+):(\*|\d+(?:,\d+)*|)$/.exec(payload);
  if (feed) {
    const topics = feed[2] ?? "";
    return {
      kind: "feed",
      companyId: Number(feed[1]),
      topicIds: topics === "*" ? null : new Set(topics === "" ? [] : topics.split(",").map(Number)),
    };
  }
  const user = /^user:(\d+)$/.exec(payload);
  if (user) return { kind: "user", id: Number(user[1]) };
  return { kind: "all" };
};

/**
 * The database's change notifications, delivered to this process. Read caches serve only
 * while the feed is live: a lost connection (when notifications may have been missed) is
 * announced as `all`, and nothing is cached until it is back.
 */
export interface ChangeFeed {
  isLive(): boolean;
  onChange(listener: (change: Change) => void): void;
  /**
   * Resolves once every change committed before the call has been delivered to the listeners:
   * a writer calls it before answering, so its client's next read sees the write.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** No notifications: the caches never serve (READ_CACHES=off). */
export const noChangeFeed = (): ChangeFeed => ({
  isLive: () => false,
  onChange: () => {},
  sync: async () => {},
  close: async () => {},
});

type Listener = (change: Change) => void;

const createListeners = () => {
  const listeners: Listener[] = [];
  return {
    add: (listener: Listener) => void listeners.push(listener),
    emit: (change: Change) => {
      for (const listener of listeners) listener(change);
    },
  };
};

/** Embedded PGlite: one process, so notifications come with the writing statement's result. */
export const openPgliteChangeFeed = async (client: PGlite): Promise<ChangeFeed> => {
  const listeners = createListeners();
  let live = true;
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) =>
    listeners.emit(parseChange(payload)),
  );
  return {
    isLive: () => live,
    onChange: listeners.add,
    async sync() {
      if (!live) return;
      try {
        await client.query("select 1");
      } catch {
        // The database is gone (closed): nothing is cached from now on.
        live = false;
        listeners.emit({ kind: "all" });
      }
    },
    async close() {
      live = false;
      await unlisten().catch(() => {});
    },
  };
};

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "sector-portal-changes";

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * A PostgreSQL server: one connection of its own LISTENs. PostgreSQL sends a notification
 * to a listening connection before the answer to any later query on it, so a round trip on
 * that connection (`sync`) proves every earlier commit's notification has been handled.
 */
export const openPostgresChangeFeed = async (databaseUrl: string): Promise<ChangeFeed> => {
  const listeners = createListeners();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    listeners.emit({ kind: "all" });
    lostClient.end().catch(() => {});
    if (!closed) scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", (message) => {
      if (message.channel === CHANGES_CHANNEL) listeners.emit(parseChange(message.payload ?? ""));
    });
    await next.connect();
    await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    // Anything may have changed while nobody listened.
    listeners.emit({ kind: "all" });
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    setTimeout(() => {
      if (!closed) connect().catch(() => scheduleReconnect());
    }, delay).unref();
  };

  /** Round trips on the listening connection, one after another (a connection runs one). */
  let roundTrips: Promise<void> = Promise.resolve();
  await connect();
  return {
    isLive: () => client !== null,
    onChange: listeners.add,
    sync() {
      // Each call needs a round trip that starts after it: one already under way may have
      // been answered before the caller's commit was announced.
      const trip = roundTrips.then(async () => {
        const current = client;
        if (!current) return;
        try {
          await current.query("select 1");
        } catch {
          lost(current);
        }
      });
      roundTrips = trip;
      return trip;
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
};
