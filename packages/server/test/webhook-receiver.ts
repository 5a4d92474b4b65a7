import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON (null when it is not). */
  json: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  at: number;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/hooks */
  url: string;
  /** Requests answered 2xx, in the order they arrived. */
  received: ReceivedWebhook[];
  /** Every request, whatever it was answered. */
  attempts: (ReceivedWebhook & { status: number })[];
  /** What the next requests are answered (default 204); each call replaces the plan. */
  answer(statuses: number | number[]): void;
  /** Hold each answer this long (a slow receiver). */
  delay(ms: number): void;
  /** Stops listening (connections refused) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** The received bodies of one webhook-id. */
  withId(id: string): ReceivedWebhook[];
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A webhook receiver on 127.0.0.1 in the test process: records every request, answers as
 * told, and can be taken down and brought back on the same port.
 */
export const startWebhookReceiver = async (): Promise<WebhookReceiver> => {
  const received: ReceivedWebhook[] = [];
  const attempts: WebhookReceiver["attempts"] = [];
  let plan: number[] = [];
  let fallback = 204;
  let delayMs = 0;
  const handler = (
    req: import("node:http").IncomingMessage,
    res: import("node:http").ServerResponse,
  ) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: ReceivedWebhook["json"] = null;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const status = plan.shift() ?? fallback;
      const reply = () => {
        const got = { headers: req.headers, body, json, at: Date.now() };
        attempts.push({ ...got, status });
        if (status >= 200 && status < 300) received.push(got);
        res.statusCode = status;
        res.end();
      };
      if (delayMs > 0) setTimeout(reply, delayMs);
      else reply();
    });
  };
  let server = createServer(handler);
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  let isUp = true;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    attempts,
    answer(statuses) {
      if (Array.isArray(statuses)) plan = [...statuses];
      else {
        plan = [];
        fallback = statuses;
      }
    },
    delay(ms) {
      delayMs = ms;
    },
    async down() {
      if (!isUp) return;
      isUp = false;
      await closeServer(server);
    },
    async up() {
      if (isUp) return;
      server = createServer(handler);
      await listen(server, port);
      isUp = true;
    },
    withId: (id) => received.filter((r) => r.headers["webhook-id"] === id),
    async close() {
      if (isUp) await closeServer(server);
      isUp = false;
    },
  };
};
