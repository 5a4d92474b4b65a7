import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAdmin } from "../../../test/fixtures";
import { multipart, STANDARD_HEADER, STANDARD_MAPPING } from "../../../test/member-import-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { memberImports } from "../../db/schema";

/*
 * An upload is read as it arrives: a file known to be refused (too many rows, too large) is
 * refused there and then, without reading the rest, and the server keeps answering everyone
 * else meanwhile. A real server listens: injected requests arrive whole.
 */
let t: TestApp;
let port: number;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  adminToken = (await loginAdmin(t)).token;
  // fetch's first call loads its client: not a delay of the server's to measure.
  await (await fetch(`http://127.0.0.1:${port}/api/health/live`)).arrayBuffer();
});
afterAll(() => t.close());

/** The multipart body of an import, its file's content left out: what comes before and after it. */
const framing = () => {
  const marker = Buffer.from("\u0000FILE\u0000");
  const { payload, headers } = multipart(
    { mapping: JSON.stringify(STANDARD_MAPPING), dry_run: "true", send_welcome: "false" },
    { name: "members.csv", content: marker },
  );
  const at = payload.indexOf(marker);
  return {
    before: payload.subarray(0, at),
    after: payload.subarray(at + marker.length),
    contentType: headers["content-type"] ?? "",
  };
};

interface Sent {
  status: number;
  body: string;
  /** Bytes of the body written when the answer came. */
  sentWhenAnswered: number;
}

/**
 * POSTs an import whose body is `chunks`, declared `contentLength` bytes long, writing as fast
 * as the server reads, and stopping once it answers.
 */
const upload = async (chunks: Iterable<Buffer>, contentLength: number): Promise<Sent> => {
  const { contentType } = framing();
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/members/imports",
    headers: {
      ...bearer(adminToken),
      "content-type": contentType,
      "content-length": String(contentLength),
    },
  });
  let sent = 0;
  let answered: number | null = null;
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once("response", (res) => {
      answered = sent;
      resolve(res);
    });
    req.once("error", reject);
  });
  response.catch(() => {});
  for (const chunk of chunks) {
    if (answered !== null || req.destroyed) break;
    sent += chunk.length;
    if (!req.write(chunk)) {
      await Promise.race([once(req, "drain"), response.then(() => undefined)]).catch(() => {});
    }
  }
  const res = await response;
  const parts: Buffer[] = [];
  for await (const part of res) parts.push(part as Buffer);
  req.destroy();
  return {
    status: res.statusCode ?? 0,
    body: Buffer.concat(parts).toString("utf8"),
    sentWhenAnswered: answered ?? sent,
  };
};

/**
 * GET /api/health/live every 20 ms while `work` runs: the longest a probe waited for its answer,
 * counted from when it was due (a probe due while the event loop is blocked waits too).
 */
const slowestLiveness = async <T>(work: Promise<T>) => {
  let done = false;
  let slowest = 0;
  const probe = (async () => {
    while (!done) {
      const due = performance.now() + 20;
      await sleep(20);
      const res = await fetch(`http://127.0.0.1:${port}/api/health/live`);
      await res.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - due);
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await probe;
  return { result, slowest };
};

describe("member import: an upload read as it arrives", () => {
  it("refuses a file past 200,000 rows once it has read them, leaving the rest unread, the server answering meanwhile", async () => {
    const { before, after } = framing();
    // Forty megabytes of one-letter rows: 200,001 rows are in the first 400 KB.
    const chunk = Buffer.from("a\n".repeat(32 * 1024));
    const count = 640;
    const head = Buffer.concat([before, Buffer.from(`${STANDARD_HEADER}\n`)]);
    const total = head.length + chunk.length * count + after.length;
    function* body() {
      yield head;
      for (let i = 0; i < count; i += 1) yield chunk;
      yield after;
    }

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const { result, slowest } = await slowestLiveness(upload(body(), total));
    delay.disable();

    expect(result.status, result.body).toBe(400);
    expect(JSON.parse(result.body).message).toBe(
      "The file has more than 200,000 rows: split it into several imports.",
    );
    // Refused after its first rows, not after the whole file had come.
    expect(result.sentWhenAnswered).toBeLessThan(total / 4);
    // No long task: the parser works a few kilobytes at a time (15 s at once before, on the
    // machine where this was written; a few tenths of a second here, a collection included).
    expect(delay.max / 1e6).toBeLessThan(1000);
    expect(slowest).toBeLessThan(1500);
    expect(await t.db.select().from(memberImports)).toHaveLength(0);
  });

  it("refuses a body declared larger than any import before reading it", async () => {
    const { before } = framing();
    const declared = 60 * 1024 * 1024;
    // Only the start is ever sent: the answer must not wait for the rest.
    const result = await upload([before, Buffer.from(`${STANDARD_HEADER}\n`)], declared);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toBe(
      "The file is larger than 50 MB: split it into several imports.",
    );
  });

  it("refuses a quote left open once its record passes 64 KB, not at the end of the file", async () => {
    const { before, after } = framing();
    const chunk = Buffer.alloc(64 * 1024, "x");
    const count = 320;
    const head = Buffer.concat([before, Buffer.from(`${STANDARD_HEADER}\n"Never closed,`)]);
    const total = head.length + chunk.length * count + after.length;
    function* body() {
      yield head;
      for (let i = 0; i < count; i += 1) yield chunk;
      yield after;
    }
    const result = await upload(body(), total);
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body).message).toMatch(/^The file is not valid CSV: /);
    expect(result.sentWhenAnswered).toBeLessThan(total / 4);
  });
});
