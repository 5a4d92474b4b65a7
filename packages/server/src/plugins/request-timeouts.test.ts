import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../test/fixtures";
import { multipart, STANDARD_HEADER, STANDARD_MAPPING } from "../../test/member-import-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";

/*
 * Slow requests hold a connection for a bounded time (issue: 20 sockets sending a byte every 20 s
 * stayed open for 200 s). The bounds are short here so that the tests are; a real server
 * listens, since injected requests have no socket.
 */
const BOUND_MS = 400;
let t: TestApp;
let port: number;
let adminToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    timeouts: {
      headersTimeoutMs: BOUND_MS,
      requestTimeoutMs: BOUND_MS,
      importUploadTimeoutMs: 10 * BOUND_MS,
      keepAliveTimeoutMs: BOUND_MS,
    },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  adminToken = (await loginAdmin(t)).token;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

/** A connection to the server, and what it sends until it closes (or null after `waitMs`). */
const open = async () => {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  // The server may cut the connection while this side still writes.
  socket.on("error", () => {});
  const started = performance.now();
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => resolve(performance.now() - started)),
  );
  return {
    socket,
    received: () => received,
    /** How long after connecting the server closed the connection, or null if it did not. */
    closedWithin: (waitMs: number) =>
      Promise.race([closed, sleep(waitMs).then(() => null)]) as Promise<number | null>,
  };
};

/** Writes `text` a character at a time, one every `everyMs`, while the socket is open. */
const drip = async (socket: Socket, text: string, everyMs: number) => {
  for (const char of text) {
    if (socket.destroyed) return;
    socket.write(char);
    await sleep(everyMs);
  }
};

describe("slow requests", () => {
  it("closes a connection whose body arrives a byte at a time, with a 408", async () => {
    const client = await open();
    const body = JSON.stringify({ company_name: "CIO".padEnd(60, " ") });
    client.socket.write(
      `POST /api/company/fetch-company HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    // Ten seconds of body, unless the server gives up first.
    void drip(client.socket, body, 150);
    const closedAfter = await client.closedWithin(20 * BOUND_MS);
    expect(closedAfter).not.toBeNull();
    expect(closedAfter).toBeGreaterThanOrEqual(BOUND_MS - 50);
    // The form's own bound, not the server's backstop (headers and an import's upload, 4.4 s).
    expect(closedAfter).toBeLessThan(5 * BOUND_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it("closes a connection whose headers arrive a byte at a time", async () => {
    const client = await open();
    client.socket.write("GET /api/health/live HTTP/1.1\r\nHost: portal.test\r\n");
    void drip(client.socket, `X-Slow: ${"a".repeat(100)}\r\n\r\n`, 150);
    expect(await client.closedWithin(20 * BOUND_MS)).not.toBeNull();
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it("closes a connection that sends nothing once the headers' time has passed", async () => {
    const client = await open();
    const closedAfter = await client.closedWithin(20 * BOUND_MS);
    expect(closedAfter).not.toBeNull();
    expect(closedAfter).toBeGreaterThanOrEqual(BOUND_MS - 50);
    // Node's answer to a request that did not come in time.
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it("closes an idle connection once its keep-alive time has passed", async () => {
    const client = await open();
    client.socket.write("GET /api/health/live HTTP/1.1\r\nHost: portal.test\r\n\r\n");
    const closedAfter = await client.closedWithin(20 * BOUND_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(closedAfter).not.toBeNull();
  });

  it("answers a body that arrives in time as usual, over a kept connection", async () => {
    const client = await open();
    const body = JSON.stringify({ company_name: "CIO" });
    const request = `POST /api/company/fetch-company HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    client.socket.write(request);
    await sleep(BOUND_MS / 4);
    client.socket.write(request);
    await sleep(BOUND_MS / 4);
    expect(client.received().match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(client.received()).toContain('"name":"CIO"');
  });

  it("gives a member import's upload its own, longer time", async () => {
    const csv = `${STANDARD_HEADER}\r\nSlow,Sender,slow.sender@example.org,,,,CIO,,,,,,,`;
    const { payload, headers } = multipart(
      { mapping: JSON.stringify(STANDARD_MAPPING), dry_run: "true", send_welcome: "false" },
      { name: "slow.csv", content: csv },
    );
    const client = await open();
    client.socket.write(
      `POST /api/members/imports HTTP/1.1\r\nHost: portal.test\r\nAuthorization: Bearer ${adminToken}\r\nContent-Type: ${headers["content-type"]}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // About three times a form's time, in ten pieces.
    const pieces = 10;
    const size = Math.ceil(payload.length / pieces);
    for (let i = 0; i < pieces; i += 1) {
      client.socket.write(payload.subarray(i * size, (i + 1) * size));
      await sleep((3 * BOUND_MS) / pieces);
    }
    await client.closedWithin(2 * BOUND_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 202 Accepted\r\n/);
  });
});
